import { describe, expect, it } from "vitest";
import { readResetFile } from "./reset-file";

describe("readResetFile (users reset --from)", () => {
  it("reads the email column of a CSV file with the line of each user", () => {
    expect(readResetFile("name;email\nAnna;anna@catalogue.example\r\n\nBob;bob@partner.example\n")).toEqual({
      rows: [
        { line: 2, user: "anna@catalogue.example" },
        { line: 4, user: "bob@partner.example" },
      ],
      problems: [],
    });
  });

  it("takes an id column when there is no email column", () => {
    expect(readResetFile("id\n42\n").rows).toEqual([{ line: 2, user: "42" }]);
    expect(readResetFile("id\nabc\n").problems).toEqual(['line 2: "abc" is not a user id']);
  });

  it("reports every bad row with its physical line, also after a quoted line break", () => {
    const file =
      'email,note\n"a@catalogue.example","two\nlines"\n,empty\nnope,x\nA@catalogue.example,again\n';
    expect(readResetFile(file).problems).toEqual([
      "line 4: no e-mail",
      'line 5: "nope" is not an e-mail address',
      "line 6: A@catalogue.example is already on line 2",
    ]);
  });

  it("needs a header with an email or id column, and at least one user", () => {
    expect(readResetFile("user\nx@y.z\n").problems).toEqual([
      "line 1: the header needs an email column (or an id column)",
    ]);
    expect(readResetFile("email\n").problems).toEqual(["the file names no users"]);
    expect(readResetFile('email\n"open').problems).toEqual(["The file ends inside a quoted field"]);
  });
});
