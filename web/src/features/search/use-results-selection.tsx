import type { ProductCard } from "@catalogue/core/api";
import { useState } from "react";
import { AddToListsWizard, type WizardProduct } from "../add-to-lists-wizard";
import type { Viewer } from "../catalogue";
import type { ResultsSelection } from "./search-results-view";

/** A ticked card as the wizard takes it: quantity 1 and the card's CRP (present only where prices are allowed). */
const toWizardProduct = (card: ProductCard): WizardProduct => ({
  id: card.id,
  title: card.title,
  partNumber: card.partNumber,
  quantity: 1,
  crp: card.pricing?.crp ?? null,
});

/**
 * Core spec 2.3: the search results' select mode and the multi-product wizard it opens (lazily). The ticked cards
 * are kept in the order they were ticked; a successful addition leaves the mode.
 */
export function useResultsSelection(viewer: Viewer) {
  const [selecting, setSelecting] = useState(false);
  const [ticked, setTicked] = useState<readonly ProductCard[]>([]);
  const [wizardOpen, setWizardOpen] = useState(false);
  const leave = () => {
    setSelecting(false);
    setTicked([]);
  };
  const selection: ResultsSelection = {
    selecting,
    selectedIds: ticked.map((card) => card.id),
    onEnter: () => setSelecting(true),
    onLeave: leave,
    onToggle: (card) =>
      setTicked((current) =>
        current.some((other) => other.id === card.id)
          ? current.filter((other) => other.id !== card.id)
          : [...current, card],
      ),
    onAddToLists: () => setWizardOpen(true),
  };
  const wizard = wizardOpen && (
    <AddToListsWizard
      products={ticked.map(toWizardProduct)}
      viewer={viewer}
      onClose={(added) => {
        setWizardOpen(false);
        if (added) leave();
      }}
    />
  );
  return { selection, wizard };
}
