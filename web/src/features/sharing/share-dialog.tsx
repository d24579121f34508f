import { userCalls } from "@catalogue/core/api/catalogue/calls/users.calls";
import { AUTOCOMPLETE_DEBOUNCE_MS } from "@catalogue/core/constants";
import type { ProductList } from "@catalogue/core/model";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCallQuery } from "../../lib/server-state";
import { useDebounced } from "../../lib/use-debounced";
import { useToast } from "../../ui/toast/toast-provider";
import { ShareDialogView } from "./share-dialog-view";
import { EMPTY_SHARE_FORM, type ShareKind, validateShare } from "./share-form-values";
import { shareKindsOf } from "./share-kinds";
import { useShareList } from "./use-share-list";
import { useSharePlaces } from "./use-share-places";
import { useShareProfile } from "./use-share-profile";
import { USER_SEARCH_MIN } from "./user-picker";

/** Props of ShareDialog. */
export type ShareDialogProps = { list: Pick<ProductList, "id" | "title">; onClose: () => void };

/** The users autocomplete of a share kind, asked from the third character on. */
function useUserSearch(kind: ShareKind, text: string) {
  const search = useDebounced(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const asked = search.length >= USER_SEARCH_MIN;
  const call = kind === "partners" ? userCalls.scpAutocomplete : userCalls.autocomplete;
  const hints = useCallQuery(
    call,
    { query: { search, size: 10 } },
    { enabled: asked && kind !== "countries" },
  );
  return { text, hints: asked ? hints.data : undefined, loading: hints.isFetching };
}

/**
 * Core spec 5 (share dialog) as a lazy chunk: the user's share kinds, the places they curate, and the users
 * autocomplete; errors show once the note was left or a share was tried, never on open.
 */
export default function ShareDialog({ list, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const profile = useShareProfile();
  const kinds = shareKindsOf(profile);
  const [kind, setKind] = useState<ShareKind>(kinds[0] ?? "colleagues");
  const [values, setValues] = useState(EMPTY_SHARE_FORM);
  const [touched, setTouched] = useState({ note: false, tried: false });
  const [searchText, setSearchText] = useState("");
  const places = useSharePlaces(profile, kinds.includes("countries"));
  const search = useUserSearch(kind, searchText);
  const { share, busy } = useShareList(list.id);
  const errors = validateShare(kind, values);
  const shown = {
    note: touched.note || touched.tried ? errors.note : undefined,
    targets: touched.tried ? errors.targets : undefined,
  };
  const submit = () => {
    setTouched((was) => ({ ...was, tried: true }));
    if (Object.keys(errors).length > 0 || busy) return;
    share(kind, values, () => {
      toast.show({ tone: "success", message: t("sharing.dialog.shared", { title: list.title }) });
      onClose();
    });
  };
  return (
    <ShareDialogView
      listTitle={list.title}
      kinds={kinds}
      kind={kind}
      onKind={(next) => {
        setKind(next);
        setSearchText("");
        setTouched((was) => ({ ...was, tried: false }));
      }}
      values={values}
      onChange={setValues}
      errors={shown}
      countries={places.countries}
      subregions={places.subregions}
      search={search}
      onSearch={setSearchText}
      onNoteBlur={() => setTouched((was) => ({ ...was, note: true }))}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
