import {
  advanceHintTour,
  currentHint,
  type HintTourEvent,
  hasNextHint,
  hintTextKey,
  startHintTour,
} from "@catalogue/core/hints";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { visuallyHidden } from "../../styles/recipes.css";
import { focusAfterHint, type HintScene, readHintScene, sameScene } from "./hint-anchors";
import { HintPopover } from "./hint-popover";
import { hintsSuppressed, onHintsReset, readHintsMemory, storeHintsMemory } from "./hints-store";

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.matches("input:not([type=checkbox], [type=radio]), textarea"))
  );
}

/** Watches the page for hint anchors and dialogs, and reports a changed scene once per frame. */
function useHintScene(onScene: (scene: HintScene) => void): () => void {
  const latest = useRef<HintScene>({ anchors: new Map(), dialogOpen: false });
  const report = useRef(onScene);
  report.current = onScene;
  const scan = useCallback(() => {
    const scene = readHintScene();
    if (sameScene(scene, latest.current)) return;
    latest.current = scene;
    report.current(scene);
  }, []);
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(scan);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["aria-modal", "data-hint", "hidden", "open"],
    });
    window.addEventListener("resize", schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener("resize", schedule);
    };
  }, [scan]);
  return scan;
}

/**
 * Core spec 2.3 / 3: the tutorial pop-ups of the screen in front of the user. Core's hint tour decides which
 * hint shows; this layer finds the anchors, persists the user's answers per user id and announces each hint.
 */
function HintLayer({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [tour, send] = useReducer(advanceHintTour, userId, (id) => startHintTour(readHintsMemory(id)));
  const [anchors, setAnchors] = useState<HintScene["anchors"]>(new Map());
  const [takeFocus, setTakeFocus] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const layer = useRef<HTMLDivElement>(null);
  const rescan = useHintScene((scene) => {
    setAnchors(scene.anchors);
    send({ type: "hints.anchorsChanged", present: [...scene.anchors.keys()] });
    send({ type: "hints.dialogChanged", open: scene.dialogOpen });
  });
  const hint = currentHint(tour);
  const anchor = hint && anchors.get(hint);

  useEffect(() => storeHintsMemory(userId, tour.memory), [userId, tour.memory]);
  useEffect(() => onHintsReset(() => send({ type: "hints.reset" })), []);
  useEffect(() => {
    if (pathname === "") return;
    send({ type: "hints.screenChanged" });
    setTakeFocus(false);
    rescan();
  }, [pathname, rescan]);
  // Set after the region exists, so screen readers announce it (politely: never over what is being read).
  useEffect(() => setAnnouncement(hint ? `${t("hints.label")}: ${t(hintTextKey(hint))}` : ""), [hint, t]);

  const answer = (event: HintTourEvent) => {
    const focusInside = layer.current?.contains(document.activeElement) ?? false;
    send(event);
    setTakeFocus(focusInside && event.type === "hints.next");
    if (focusInside && event.type !== "hints.next" && anchor) focusAfterHint(anchor);
  };
  const answerRef = useRef(answer);
  answerRef.current = answer;
  const showing = hint !== undefined && anchor !== undefined;
  useEffect(() => {
    if (!showing) return;
    const onKey = (event: KeyboardEvent) => {
      // Escape in a field belongs to the field (a search box clears itself): the hint never takes what is typed.
      if (event.key !== "Escape" || event.defaultPrevented || isTyping(event.target)) return;
      answerRef.current({ type: "hints.gotIt" });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [showing]);

  return (
    // The anchors it found are named on the layer: tests wait for them before asserting that no hint shows.
    <div ref={layer} data-hints-present={[...anchors.keys()].join(" ")}>
      <div aria-live="polite" className={visuallyHidden}>
        {announcement}
      </div>
      {showing && (
        <HintPopover
          // One popover per hint: each is shown afresh, and focus follows into it when stepped to by keyboard.
          key={hint}
          hint={hint}
          anchor={anchor}
          hasNext={hasNextHint(tour)}
          takeFocus={takeFocus}
          onNext={() => answer({ type: "hints.next" })}
          onGotIt={() => answer({ type: "hints.gotIt" })}
          onTurnOff={() => answer({ type: "hints.turnOff" })}
        />
      )}
    </div>
  );
}

/** Loaded lazily by the layout, after the first paint; nothing while the end-to-end tests switch hints off. */
export default function HintLayerGate({ userId }: { userId: number }) {
  return hintsSuppressed() ? null : <HintLayer userId={userId} />;
}
