import type { CommandRun } from "../../cli-spec/command-spec";
import { createContext } from "../../runtime/cli-context";
import { pageNumber } from "../common/paging";
import { pageSize, printUsers } from "../users/users-list";

/** `catalogue partners list [--pending]`: the partners table (core spec 4.4: PENDING waits for a Key user). */
export const partnersList: CommandRun = async ({ options, globals }) => {
  const context = createContext(globals);
  await printUsers(
    context,
    {
      type: "external",
      status: options.pending ? "PENDING" : undefined,
      country: options.country as string | undefined,
      search: options.search as string | undefined,
      page: pageNumber(options.page),
      size: pageSize(options.size),
    },
    `catalogue partners list${options.pending ? " --pending" : ""}`,
  );
};
