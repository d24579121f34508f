import { DataReportRequest, DataReportResponse, ProductIdParam } from "@catalogue/core/api";
import { createRoute } from "@hono/zod-openapi";
import type { Api } from "../../http/create-api";
import { errorResponses } from "../../http/error-responses";
import { userIdOf } from "../profile/profile.routes";
import type { DataReportService } from "./data-report.service";
import type { ProductsService } from "./products.service";

const reportRoute = createRoute({
  method: "post",
  path: "/products/{id}/report",
  tags: ["Products"],
  summary: "Report a data issue on a product (stored and mailed to the data team)",
  request: {
    params: ProductIdParam,
    body: { required: true, content: { "application/json": { schema: DataReportRequest } } },
  },
  responses: {
    200: {
      description: "The stored report",
      content: { "application/json": { schema: DataReportResponse } },
    },
    ...errorResponses(401, 403, 460, 464),
  },
});

/** Supplement 2 / 7: report a data issue. */
export function mountDataReportRoutes(api: Api, products: ProductsService, reports: DataReportService): void {
  api.openapi(reportRoute, async (c) => {
    const userId = userIdOf(c);
    // Only callers of the regular pages may report (a pending partner gets the 403 the web routes by).
    await products.viewer(userId);
    const { id } = c.req.valid("param");
    return c.json(await reports.report(userId, id, c.req.valid("json").message), 200);
  });
}
