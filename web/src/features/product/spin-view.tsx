import { IMAGE_360_FRAMES } from "@catalogue/core/constants";
import { type PointerEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { productImageUrl } from "../catalogue";
import * as styles from "./product-page.css";
import { dragSteps, frameForKey, turnFrame } from "./spin-frame";

/**
 * Core spec 9: the 360-degree view: 36 frames of one image set, turned by dragging or with the
 * arrow keys (a focusable slider, so keyboard and screen-reader users can turn it too).
 */
export function SpinView({ imageId, title }: { imageId: string; title: string }) {
  const { t } = useTranslation();
  const [frame, setFrame] = useState(0);
  const drag = useRef<{ x: number; frame: number } | null>(null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, frame };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const steps = dragSteps(event.clientX - drag.current.x, event.currentTarget.clientWidth);
    setFrame(turnFrame(drag.current.frame, steps));
  };
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={t("product.spin.label", { title })}
      aria-valuemin={0}
      aria-valuemax={IMAGE_360_FRAMES - 1}
      aria-valuenow={frame}
      aria-valuetext={t("product.spin.frame", { frame: frame + 1, total: IMAGE_360_FRAMES })}
      className={styles.spin}
      data-testid="spin-view"
      onKeyDown={(event) => {
        const next = frameForKey(event.key, frame);
        if (next === null) return;
        event.preventDefault();
        setFrame(next);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => {
        drag.current = null;
      }}
    >
      <img src={productImageUrl(imageId, 720, frame)} alt="" draggable={false} className={styles.spinImage} />
    </div>
  );
}
