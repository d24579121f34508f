import { TOAST_LIFE_MS } from "@catalogue/core/constants";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { Toast, type ToastMessage } from "./toast";
import * as styles from "./toast.css";

/** What a screen may do with toasts. */
export type ToastApi = {
  show: (toast: Omit<ToastMessage, "id">) => string;
  dismiss: (id: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

/** Core spec 8 / 9: the toasts of a screen; each one leaves after TOAST_LIFE_MS unless closed sooner. */
export function ToastProvider({
  children,
  lifeMs = TOAST_LIFE_MS,
}: {
  children: ReactNode;
  lifeMs?: number;
}) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((all) => all.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (toast: Omit<ToastMessage, "id">) => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setToasts((all) => [...all, { ...toast, id }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), lifeMs),
      );
      return id;
    },
    [dismiss, lifeMs],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className={styles.region} aria-label={t("ui.toast.region")} aria-live="polite">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

/** Core spec 8: shows and dismisses toasts; needs a ToastProvider above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs a <ToastProvider> above it");
  return api;
}
