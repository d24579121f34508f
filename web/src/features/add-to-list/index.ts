// The add-to-list feature's public file: what other features may use. Everything else here is its own.
export { AddToListButton } from "./add-to-list-button";
export { AddToListProvider } from "./add-to-list-context";
export { apiMessageKey } from "./api-message-key";
export { NewListForm, type NewListState } from "./new-list-form";
