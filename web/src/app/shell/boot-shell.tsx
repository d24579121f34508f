import type { ReactNode } from "react";
import "./boot-shell.css";

/**
 * The frame the page shows before the app's first screen: the header bar with the logo, where the app's header
 * will be. index.html holds the same markup (without `children`), so the first paint needs no JavaScript; React
 * shows this component (with a spinner) while the profile and the first screen load, so the frame stays put until
 * the app's own header replaces it. No text: the language is not known yet.
 */
export function BootShell({ children }: { children?: ReactNode }) {
  return (
    <div className="boot-shell">
      <header>
        <span className="boot-shell-button" />
        {/* The logo (public/favicon.svg) inline: painted with the page, not after a request of its own. */}
        <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
          <rect width="32" height="32" rx="6" fill="#0b5ea8" />
          <path d="M9 8h9a6 6 0 0 1 0 12h-5v4H9z" fill="#fff" />
        </svg>
      </header>
      {children && <div className="boot-shell-busy">{children}</div>}
    </div>
  );
}
