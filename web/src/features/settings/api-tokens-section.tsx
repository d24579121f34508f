import type { ApiToken } from "@catalogue/core/api";
import { apiTokenCalls } from "@catalogue/core/api/catalogue/calls/api-tokens.calls";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCallMutation, useCallQuery } from "../../lib/server-state";
import { useToast } from "../../ui/toast/toast-provider";
import { type ApiTokensState, ApiTokensView } from "./api-tokens-view";

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The settings' API tokens: the caller's tokens as server state; creating or revoking one refreshes the list. */
export function ApiTokensSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const tokens = useCallQuery(apiTokenCalls.list, {});
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const create = useCallMutation(apiTokenCalls.create, {
    invalidates: [apiTokenCalls.list],
    input: (name: string) => ({ body: { name } }),
  });
  const revoke = useCallMutation(apiTokenCalls.revoke, {
    invalidates: [apiTokenCalls.list],
    input: (token: ApiToken) => ({ params: { id: token.id } }),
  });
  const state: ApiTokensState = tokens.isPending
    ? { kind: "loading" }
    : tokens.isError
      ? { kind: "failed" }
      : { kind: "ready", tokens: tokens.data };
  return (
    <ApiTokensView
      state={state}
      created={created}
      creating={create.isPending}
      serverUrl={window.location.origin}
      timeZone={TIME_ZONE}
      onCreate={(name) =>
        create.mutate(name, {
          onSuccess: (answer) => setCreated({ name: answer.token.name, secret: answer.secret }),
        })
      }
      onRevoke={(token) =>
        revoke.mutate(token, {
          onSuccess: () => toast.show({ tone: "success", message: t("settings.apiTokens.revoked") }),
        })
      }
      onCopy={(secret) =>
        navigator.clipboard.writeText(secret).then(
          () => toast.show({ tone: "success", message: t("settings.apiTokens.copied") }),
          () => toast.show({ tone: "error", message: t("settings.apiTokens.copyFailed") }),
        )
      }
      onDismissCreated={() => setCreated(null)}
      onRetry={() => void tokens.refetch()}
    />
  );
}
