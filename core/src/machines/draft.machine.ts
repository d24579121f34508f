import { assign, fromPromise, setup } from "xstate";
import type { Id } from "../model/common";
import type { ProductList } from "../model/product-list";
import type { UserProfile } from "../model/user";
import { moveElement } from "../rules/lists/custom-order";
import { type DraftShareTargets, isAllowedDraftShareChange } from "../rules/lists/draft-share-change";
import { draftStartOf } from "../rules/lists/draft-start";
import type { DuplicateResolution } from "../rules/lists/resolve-duplicate-conflict";
import { envelopeOf, notProvided } from "./error-of";

/** Core spec 4.7: the shared list a draft is started from (fields of the model's ProductList). */
export type DraftSourceList = Pick<
  ProductList,
  "id" | "currency" | "countryId" | "sharedCountryIds" | "sharedSubregionIds" | "lastUpdatedAt"
>;

/** Core spec 4.7: the user settings a draft must match (fields of the model's UserProfile). */
export type DraftUser = Pick<UserProfile, "currencyShortcut" | "countryId">;

/** Core spec 4.7: a draft as the server returns it from start-draft and from an update. */
export interface DraftState extends DraftShareTargets<Id> {
  readonly id: Id;
  readonly createdAt: string;
  readonly note: string;
  readonly elementIds: readonly Id[];
}

/** Core spec 4.7: the draft machine's memory. */
export interface DraftContext {
  readonly list: DraftSourceList;
  readonly user: DraftUser;
  readonly draft: DraftState | undefined;
  readonly errorKey: string | undefined;
  /** Supplement 4: the list is another country's, so start-draft gives a draft copy in the user's country. */
  readonly copy: boolean;
}

/** Core spec 4.7 / supplement 4: the events of the draft lifecycle. */
export type DraftEvent =
  | { type: "draft.elementsChanged"; elementIds: readonly Id[] }
  | { type: "draft.moved"; from: number; to: number }
  | { type: "draft.noteChanged"; note: string }
  | { type: "draft.targetsChanged"; targets: DraftShareTargets<Id> }
  | { type: "draft.publish" }
  | { type: "draft.delete" }
  | { type: "list.updated"; lastUpdatedAt: string }
  | { type: "conflict.update"; resolution: DuplicateResolution }
  | { type: "conflict.cancel" };

type DraftInput = { list: DraftSourceList; user: DraftContext["user"] };

const editDraft = (context: DraftContext, patch: Partial<DraftState>): DraftState | undefined =>
  context.draft === undefined ? undefined : { ...context.draft, ...patch };

/**
 * Core spec 4.7 and supplement 4: a shared list is changed through its one draft. Start-draft is refused in another
 * currency or without a country (core `draftStartOf`), gives a draft copy (`copy`) when the list is another
 * country's, or answers DRAFT_TAKEN / INSUFFICIENT_PERMISSIONS; the draft is then edited (elements,
 * order, note, and share targets that may only shrink), each edit updating its edit date, and finally published as
 * a country share or deleted. Publishing a draft older than the list opens the update conflict.
 */
export const draftMachine = setup({
  types: {} as { context: DraftContext; events: DraftEvent; input: DraftInput },
  actors: {
    startDraft: fromPromise<DraftState, { listId: Id }>(async () => notProvided("startDraft")),
    updateEditDate: fromPromise<void, { draft: DraftState }>(async () => notProvided("updateEditDate")),
    publishDraft: fromPromise<void, { draft: DraftState }>(async () => notProvided("publishDraft")),
    deleteDraft: fromPromise<void, { draftId: Id }>(async () => notProvided("deleteDraft")),
    updateDraftFromList: fromPromise<DraftState, { draftId: Id; resolution: DuplicateResolution }>(async () =>
      notProvided("updateDraftFromList"),
    ),
  },
  guards: {
    isRefused: ({ context }) => draftStartOf(context.list, context.user).kind === "refused",
    isDraftTaken: ({ event }) => envelopeOf((event as { error?: unknown }).error).resultKey === "DRAFT_TAKEN",
    isPermissionMissing: ({ event }) =>
      envelopeOf((event as { error?: unknown }).error).resultKey === "INSUFFICIENT_PERMISSIONS",
    isUpdateConflictError: ({ event }) =>
      envelopeOf((event as { error?: unknown }).error).resultKey === "DRAFT_UPDATE_CONFLICT",
    isListNewerThanDraft: ({ context }) =>
      context.draft !== undefined &&
      Date.parse(context.list.lastUpdatedAt) > Date.parse(context.draft.createdAt),
    isShrinkingTargets: ({ context, event }) =>
      event.type === "draft.targetsChanged" &&
      context.draft !== undefined &&
      isAllowedDraftShareChange(context.draft, event.targets),
  },
  actions: {
    rememberError: assign({
      errorKey: ({ event }) => envelopeOf((event as { error?: unknown }).error).resultKey,
    }),
    clearError: assign({ errorKey: undefined }),
  },
}).createMachine({
  id: "draft",
  context: ({ input }) => ({
    list: input.list,
    user: input.user,
    draft: undefined,
    errorKey: undefined,
    copy: draftStartOf(input.list, input.user).kind === "copy",
  }),
  initial: "checking",
  on: {
    "list.updated": {
      actions: assign({
        list: ({ context, event }) => ({ ...context.list, lastUpdatedAt: event.lastUpdatedAt }),
      }),
    },
  },
  states: {
    checking: {
      always: [
        {
          guard: "isRefused",
          target: "refused",
          actions: assign({
            errorKey: ({ context }) => {
              const start = draftStartOf(context.list, context.user);
              return start.kind === "refused" ? start.resultKey : undefined;
            },
          }),
        },
        { target: "starting" },
      ],
    },
    starting: {
      invoke: {
        id: "startDraft",
        src: "startDraft",
        input: ({ context }) => ({ listId: context.list.id }),
        onDone: { target: "editing", actions: assign({ draft: ({ event }) => event.output }) },
        onError: [
          { guard: "isDraftTaken", target: "taken", actions: "rememberError" },
          { guard: "isPermissionMissing", target: "forbidden", actions: "rememberError" },
          { target: "failed", actions: "rememberError" },
        ],
      },
    },
    editing: {
      initial: "idle",
      states: {
        idle: {},
        touching: {
          invoke: {
            id: "updateEditDate",
            src: "updateEditDate",
            input: ({ context }) => ({ draft: context.draft as DraftState }),
            onDone: "idle",
            onError: { target: "idle", actions: "rememberError" },
          },
        },
      },
      on: {
        "draft.elementsChanged": {
          target: ".touching",
          reenter: true,
          actions: assign({
            draft: ({ context, event }) => editDraft(context, { elementIds: event.elementIds }),
          }),
        },
        "draft.moved": {
          target: ".touching",
          reenter: true,
          actions: assign({
            draft: ({ context, event }) =>
              editDraft(context, {
                elementIds: moveElement(context.draft?.elementIds ?? [], event.from, event.to),
              }),
          }),
        },
        "draft.noteChanged": {
          target: ".touching",
          reenter: true,
          actions: assign({ draft: ({ context, event }) => editDraft(context, { note: event.note }) }),
        },
        "draft.targetsChanged": [
          {
            guard: "isShrinkingTargets",
            target: ".touching",
            reenter: true,
            actions: assign({ draft: ({ context, event }) => editDraft(context, { ...event.targets }) }),
          },
          { actions: assign({ errorKey: "DRAFT_COUNTRIES_CANNOT_BE_ADDED" }) },
        ],
        "draft.publish": [{ guard: "isListNewerThanDraft", target: "conflict" }, { target: "publishing" }],
        "draft.delete": "deleting",
      },
    },
    publishing: {
      entry: "clearError",
      invoke: {
        id: "publishDraft",
        src: "publishDraft",
        input: ({ context }) => ({ draft: context.draft as DraftState }),
        onDone: "published",
        onError: [
          { guard: "isUpdateConflictError", target: "conflict" },
          { target: "editing", actions: "rememberError" },
        ],
      },
    },
    conflict: {
      on: {
        "conflict.update": "updating",
        "conflict.cancel": "editing",
      },
    },
    updating: {
      invoke: {
        id: "updateDraftFromList",
        src: "updateDraftFromList",
        input: ({ context, event }) => ({
          draftId: (context.draft as DraftState).id,
          resolution: (event as Extract<DraftEvent, { type: "conflict.update" }>).resolution,
        }),
        onDone: { target: "editing", actions: assign({ draft: ({ event }) => event.output }) },
        onError: { target: "conflict", actions: "rememberError" },
      },
    },
    deleting: {
      entry: "clearError",
      invoke: {
        id: "deleteDraft",
        src: "deleteDraft",
        input: ({ context }) => ({ draftId: (context.draft as DraftState).id }),
        onDone: "deleted",
        onError: { target: "editing", actions: "rememberError" },
      },
    },
    refused: { type: "final" },
    taken: { type: "final" },
    forbidden: { type: "final" },
    failed: { type: "final" },
    published: { type: "final" },
    deleted: { type: "final" },
  },
});
