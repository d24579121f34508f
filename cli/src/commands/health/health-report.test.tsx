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

  it("warns when the server's database refuses changes, with the reason", () => {
    const health = {
      status: "ok",
      version: "9.9.9",
      storage: { writable: false, reason: "diskFull" },
    } as const;

    const { lastFrame } = render(<HealthReport url="http://localhost:8080" health={health} colour={false} />);

    expect(lastFrame()).toBe(
      "✔ http://localhost:8080 is up, version 9.9.9\n! the database refuses changes (diskFull); reads go on",
    );
  });
});
