import { statisticsCalls } from "@catalogue/core/api/catalogue/calls/statistics.calls";
import { useCallQuery } from "../../lib/server-state";
import { STATISTIC_CHARTS, type StatisticChart, StatisticsView } from "./statistics-view";

/** How many products each per-product chart shows (the most frequent first). */
export const CHART_SIZE = 10;

function useChart(chart: StatisticChart) {
  return useCallQuery(statisticsCalls[chart], { query: { size: CHART_SIZE } }, { keepsScreen: true });
}

/** The statistics tab: the overall figures and one chart per per-product statistic of supplement 7. */
export function StatisticsPage() {
  const overall = useCallQuery(statisticsCalls.overall, {});
  const charts = {
    productOccurrences: useChart("productOccurrences"),
    favoriteOccurrences: useChart("favoriteOccurrences"),
    amountQuantityPerProduct: useChart("amountQuantityPerProduct"),
    averageQuantityPerProduct: useChart("averageQuantityPerProduct"),
    averagePricePerProduct: useChart("averagePricePerProduct"),
  } satisfies Record<StatisticChart, unknown>;
  return (
    <StatisticsView
      overall={overall.data}
      failed={overall.isError}
      charts={Object.fromEntries(STATISTIC_CHARTS.map((chart) => [chart, charts[chart].data]))}
    />
  );
}
