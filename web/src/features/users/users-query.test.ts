import { describe, expect, it } from "vitest";
import { readUsersAddress, writeUsersAddress } from "./users-query";

const read = (search: string) => readUsersAddress(new URLSearchParams(search));

describe("the users page address", () => {
  it("defaults to the staff tab, sorted by name, first page", () => {
    expect(read("")).toEqual({
      tab: "internal",
      query: { page: 0, size: 20, sort: "NAME", direction: "asc" },
    });
  });

  it("reads the tab, search, filters, sort and the page counted from 1", () => {
    const address = read(
      "type=external&search=pet&countryId=49&status=PENDING&sort=EMAIL&direction=desc&page=3",
    );
    expect(address).toEqual({
      tab: "external",
      query: {
        page: 2,
        size: 20,
        search: "pet",
        countryId: 49,
        status: "PENDING",
        sort: "EMAIL",
        direction: "desc",
      },
    });
  });

  it("falls back to the defaults when the address holds what core's query refuses", () => {
    expect(read("sort=SHOE_SIZE").query.sort).toBe("NAME");
  });

  it("drops a partner status on the staff tab", () => {
    expect(read("type=internal&status=PENDING").query.status).toBeUndefined();
    expect(read("type=internal&status=DISABLED").query.status).toBe("DISABLED");
  });

  it("writes back what it reads, leaving the defaults out", () => {
    const search = "type=external&search=pet&countryId=49&status=PENDING&sort=EMAIL&direction=desc&page=3";
    expect(writeUsersAddress(read(search)).toString()).toBe(search);
    expect(writeUsersAddress(read("")).toString()).toBe("type=internal");
  });
});
