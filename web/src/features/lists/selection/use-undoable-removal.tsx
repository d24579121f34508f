import { TOAST_LIFE_MS } from "@catalogue/core/constants";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import { useToast } from "../../../ui/toast/toast-provider";

type Pending = { ids: number[]; timer: ReturnType<typeof setTimeout> };

/**
 * Core spec 4.7: removing elements can be undone while its toast shows (5 s): the rows disappear at once and the
 * removal is sent when the time is up, or at once when another removal starts or the screen is left.
 */
export function useUndoableRemoval(remove: (elementId: number) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const [hidden, setHidden] = useState<number[]>([]);
  const pending = useRef<Pending | null>(null);
  const removeRef = useRef(remove);
  removeRef.current = remove;

  const commit = () => {
    const current = pending.current;
    if (!current) return;
    clearTimeout(current.timer);
    pending.current = null;
    for (const id of current.ids) removeRef.current(id);
  };
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => () => commitRef.current(), []);

  const removeWithUndo = (ids: number[]) => {
    commit();
    setHidden((all) => [...all, ...ids]);
    pending.current = { ids, timer: setTimeout(commit, TOAST_LIFE_MS) };
    const undo = () => {
      toast.dismiss(toastId);
      if (pending.current?.ids !== ids) return;
      clearTimeout(pending.current.timer);
      pending.current = null;
      setHidden((all) => all.filter((id) => !ids.includes(id)));
    };
    const toastId = toast.show({
      tone: "info",
      message: t("lists.selection.removed", { number: ids.length }),
      action: (
        <Button variant="ghost" size="sm" onClick={undo}>
          {t("lists.selection.undo")}
        </Button>
      ),
    });
  };
  return { hidden, removeWithUndo };
}
