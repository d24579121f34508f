import { type ReactNode, useId, useState } from "react";
import { ChevronDownIcon } from "../icons/icons";
import * as styles from "./accordion.css";

/** One section of an Accordion. */
export type AccordionItem = { id: string; title: string; content: ReactNode };

/** Props of Accordion. */
export type AccordionProps = {
  items: AccordionItem[];
  /** Sections open at first. */
  defaultOpen?: string[];
  /** The heading level that fits the page outline (h2 to h6). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

/** Supplement 9: collapsible sections (e.g. filter groups), each a heading with a disclosure button. */
export function Accordion({ items, defaultOpen = [], headingLevel = 3 }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState(() => new Set(defaultOpen));
  const Heading = `h${headingLevel}` as const;
  const toggle = (id: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const panelId = `${baseId}-${item.id}`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon className={styles.chevron} />
              </button>
            </Heading>
            <section id={panelId} aria-label={item.title} hidden={!expanded} className={styles.panel}>
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
