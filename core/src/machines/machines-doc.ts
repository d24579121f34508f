import type { AnyStateMachine } from "xstate";
import { addToListsMachine } from "./add-to-lists.machine";
import { availabilityMachine } from "./availability.machine";
import { consentMachine } from "./consent.machine";
import { draftMachine } from "./draft.machine";
import { listModesMachine } from "./list-modes.machine";
import { rootTransitions, toMermaid } from "./mermaid";
import { onboardingMachine } from "./onboarding.machine";
import { scpActivationMachine } from "./scp-activation.machine";
import { scpRegistrationMachine } from "./scp-registration.machine";
import { unsavedChangesMachine } from "./unsaved-changes.machine";

/** One machine as docs/core/machines.md presents it. */
export interface MachineDoc {
  readonly exportName: string;
  readonly file: string;
  readonly spec: string;
  readonly summary: string;
  readonly injected: string;
  readonly machine: AnyStateMachine;
}

/** Every machine of core, in the order the documentation lists them. */
export const MACHINE_DOCS: readonly MachineDoc[] = [
  {
    exportName: "onboardingMachine",
    file: "onboarding.machine.ts",
    spec: "core spec 4.3",
    summary:
      "Three-step accordion: language, role (skipped for partners), country. Later steps wait for earlier ones; a language choice sets the interface language and reloads the options; finishing needs every step (`onboardingProgress` gives the steps and 'Step x of y').",
    injected:
      "actors `loadOptions`, `submitOnboarding`, `assignPartnerCountry`; action `setInterfaceLanguage`",
    machine: onboardingMachine,
  },
  {
    exportName: "scpRegistrationMachine",
    file: "scp-registration.machine.ts",
    spec: "core spec 4.4, 2.2, 8",
    summary:
      "A partner lands by status (access `scpLanding`), registers a country and waits; `scp.statusChanged` carries a Key user's decision; `api.forbidden` moves the partner as the error policy says.",
    injected: "actor `registerCountry`",
    machine: scpRegistrationMachine,
  },
  {
    exportName: "scpActivationMachine",
    file: "scp-activation.machine.ts",
    spec: "core spec 4.4, 5",
    summary:
      "The Key user's side: approving needs company, function and at least one country (`ScpActivationForm`); rejecting needs nothing.",
    injected: "actors `activateScp`, `rejectScp`",
    machine: scpActivationMachine,
  },
  {
    exportName: "draftMachine",
    file: "draft.machine.ts",
    spec: "core spec 4.7, supplement 4",
    summary:
      "Start-draft (refused in another currency or without a country; a list of another country gives a draft copy; DRAFT_TAKEN and INSUFFICIENT_PERMISSIONS end it), edit with an edit-date update after each edit, share targets that may only shrink, publish or delete, and the update conflict with update (ignore/override prices and quantities) or cancel.",
    injected: "actors `startDraft`, `updateEditDate`, `publishDraft`, `deleteDraft`, `updateDraftFromList`",
    machine: draftMachine,
  },
  {
    exportName: "availabilityMachine",
    file: "availability.machine.ts",
    spec: "core spec 4.8, 8",
    summary:
      "Edit mode, global indicator or per-country indicator, one at a time; status before description and link; saving validates with `AvailabilityIndicatorForm` and maps failures through the error policy.",
    injected: "actor `saveAvailability`; action `notifySaved`",
    machine: availabilityMachine,
  },
  {
    exportName: "listModesMachine",
    file: "list-modes.machine.ts",
    spec: "core spec 4.7",
    summary:
      "Select and edit-order modes clear each other's selections; leaving either resets the selected product; saving an order asks first and sets sorting to CUSTOM; leaving an unsaved order asks to discard.",
    injected: "actor `saveCustomOrder`; action `notifyOrderSaved`",
    machine: listModesMachine,
  },
  {
    exportName: "addToListsMachine",
    file: "add-to-lists.machine.ts",
    spec: "core spec 4.7, 2.3, 5",
    summary:
      "The multi-product-to-multi-list wizard: select lists (other currencies refused), manage amount and price, confirm, view skipped products. Several lists skip duplicates; a move to one list holding a product opens the override/ignore conflict.",
    injected: "actor `addToLists`",
    machine: addToListsMachine,
  },
  {
    exportName: "consentMachine",
    file: "consent.machine.ts",
    spec: "core spec 4.6",
    summary:
      "Accepted, rejected or undecided per user; a change is stored, then the page reloads and a success toast shows.",
    injected: "actors `loadConsent`, `storeConsent`; actions `reloadPage`, `notifyConsentChanged`",
    machine: consentMachine,
  },
  {
    exportName: "unsavedChangesMachine",
    file: "unsaved-changes.machine.ts",
    spec: "core spec 4.10",
    summary: "Leaving with unsaved progress asks for confirmation before the navigation happens.",
    injected: "action `navigate`",
    machine: unsavedChangesMachine,
  },
];

/** The whole of docs/core/machines.md, generated; edit the machines or this list, never the file. */
export function machinesMarkdown(): string {
  const sections = MACHINE_DOCS.map((doc) => {
    const fromEveryState = rootTransitions(doc.machine).map((line) => `- ${line}`);
    return [
      `## ${doc.exportName}`,
      "",
      `\`core/src/machines/${doc.file}\` (${doc.spec}). ${doc.summary}`,
      "",
      `Injected with \`.provide()\`: ${doc.injected}.`,
      "",
      "```mermaid",
      toMermaid(doc.machine),
      "```",
      ...(fromEveryState.length > 0 ? ["", "From every state:", "", ...fromEveryState] : []),
    ].join("\n");
  });
  const header = [
    "# State machines of core",
    "",
    "<!-- Generated by core/src/machines/machines-doc.ts: run `npm run docs:machines -w @catalogue/core`. -->",
    "",
    "XState v5 machines, written with `setup({ types, guards, actions, actors })`. Side effects are injected by the",
    "caller with `.provide()`, so the same machine runs in the web, the CLI and the tests. Diagrams show each",
    "transition as `event [guard]`; `done X` and `error X` are the outcomes of the invoked actor `X`.",
  ].join("\n");
  return `${[header, ...sections].join("\n\n")}\n`;
}
