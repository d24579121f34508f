import { type HintId, hintTextKey } from "@catalogue/core/hints";
import { useId, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import * as styles from "./hint-popover.css";

/** Props of HintPopover. */
export type HintPopoverProps = {
  hint: HintId;
  /** The control the hint points at (its `data-hint` element). */
  anchor: HTMLElement;
  /** Whether the screen has another hint after this one ("Next"). */
  hasNext: boolean;
  /** Set when the user stepped here from the previous hint with the keyboard: focus follows into this one. */
  takeFocus?: boolean;
  onNext: () => void;
  onGotIt: () => void;
  onTurnOff: () => void;
};

/**
 * Core spec 2.3 (tutorial pop-ups): one hint beside its control. A non-modal dialog in the top layer that never
 * takes focus by itself (the user may be typing); in the tab order it follows its control, because the browser
 * places a popover shown with a `source` right after that element.
 */
export function HintPopover(props: HintPopoverProps) {
  const { hint, anchor, hasNext, takeFocus = false } = props;
  const { t } = useTranslation();
  const id = useId();
  const popover = useRef<HTMLDivElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  // Read once: the layer mounts one popover per hint, and focus moves only into the hint just stepped to.
  const focusOnShow = useRef(takeFocus);
  useLayoutEffect(() => {
    const element = popover.current;
    if (!element || !anchor.isConnected) return;
    element.showPopover({ source: anchor });
    if (focusOnShow.current) primary.current?.focus();
    focusOnShow.current = false;
    return () => {
      if (element.matches(":popover-open")) element.hidePopover();
    };
  }, [anchor]);
  return (
    <div
      ref={popover}
      popover="manual"
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className={styles.popover}
      data-hint-popover={hint}
    >
      <p id={`${id}-title`} className={styles.title}>
        {t("hints.label")}
      </p>
      <p id={`${id}-text`} className={styles.text}>
        {t(hintTextKey(hint))}
      </p>
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" onClick={props.onTurnOff}>
          {t("hints.turnOff")}
        </Button>
        {hasNext ? (
          <>
            <Button variant="secondary" size="sm" onClick={props.onGotIt}>
              {t("hints.gotIt")}
            </Button>
            <Button ref={primary} size="sm" onClick={props.onNext}>
              {t("hints.next")}
            </Button>
          </>
        ) : (
          <Button ref={primary} size="sm" onClick={props.onGotIt}>
            {t("hints.gotIt")}
          </Button>
        )}
      </div>
    </div>
  );
}
