import type { HealthResponse } from "@catalogue/core/api";
import { Box, Text } from "ink";

/** What `catalogue health` shows a person. */
export function HealthReport({ url, health }: { url: string; health: HealthResponse }) {
  return (
    <Box>
      <Text color="green">✔ </Text>
      <Text>
        {url} is up, version <Text bold>{health.version}</Text>
      </Text>
    </Box>
  );
}
