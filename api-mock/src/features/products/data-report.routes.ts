import { productCalls } from "@catalogue/core/api/catalogue";
import type { Api } from "../../http/create-api";
import { mountCall } from "../../http/mount-call";
import { userIdOf } from "../profile/profile.routes";
import type { DataReportService } from "./data-report.service";
import type { ProductsService } from "./products.service";

/** Supplement 2 / 7: report a data issue. */
export function mountDataReportRoutes(api: Api, products: ProductsService, reports: DataReportService): void {
  mountCall(api, productCalls.report, async (c, { params, body }) => {
    const userId = userIdOf(c);
    // Only callers of the regular pages may report (a pending partner gets the 403 the web routes by).
    await products.viewer(userId);
    return reports.report(userId, params.id, body.message);
  });
}
