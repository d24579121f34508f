import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import * as styles from "../list-dialogs.css";
import { withSuggestion } from "./recipients";

/** Props of MailSuggestions. */
export type MailSuggestionsProps = {
  suggestions: readonly string[];
  text: string;
  onChoose: (text: string) => void;
};

/** Supplement 3: addresses of the e-mail history, one button each, that add themselves to the recipients. */
export function MailSuggestions({ suggestions, text, onChoose }: MailSuggestionsProps) {
  const { t } = useTranslation();
  if (suggestions.length === 0) return null;
  return (
    <section className={styles.suggestions} aria-label={t("lists.mail.suggestions")}>
      <p className={styles.hint}>{t("lists.mail.suggestions")}</p>
      <ul className={styles.suggestionList}>
        {suggestions.map((address) => (
          <li key={address}>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t("lists.mail.addRecipient", { address })}
              onClick={() => onChoose(withSuggestion(text, address))}
            >
              {address}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
