import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import { HealthReport } from "./health-report";

describe("HealthReport", () => {
  it("says which server is up and its version", () => {
    const { lastFrame } = render(
      <HealthReport url="http://localhost:8080" health={{ status: "ok", version: "9.9.9" }} colour={false} />,
    );
    expect(lastFrame()).toBe("✔ http://localhost:8080 is up, version 9.9.9");
  });
});
