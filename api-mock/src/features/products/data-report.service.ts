import type { Db } from "../../db/database";
import { productReports } from "../../db/schema/index";
import { resourceNotFound } from "../../http/domain-error";
import { OutboxMailer } from "../../mail/outbox-mailer";
import type { ProductCatalogue } from "./product-catalogue";

/** Supplement 2 / 7 (report a data issue): where reports are mailed; the product data team's mailbox. */
export const DATA_TEAM_ADDRESS = "product-data@catalogue.example";

/**
 * Supplement 2 / 7: stores a user's data-issue report and puts the mail to the data team in the outbox in the
 * same transaction, so a report is never stored without its mail or mailed without being stored.
 */
export class DataReportService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: ProductCatalogue,
  ) {}

  /** Supplement 7 (POST /products/{id}/report): 464 for a product the catalogue does not hold. */
  async report(userId: number, productId: number, message: string): Promise<{ id: string }> {
    await this.catalogue.ready();
    const product = this.catalogue.card(productId)?.row;
    if (!product) throw resourceNotFound("Product");
    return this.db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(productReports)
        .values({ userId, productId, message })
        .returning({ id: productReports.id });
      if (!stored) throw new Error("The report was not stored");
      await new OutboxMailer(tx).send({
        recipient: DATA_TEAM_ADDRESS,
        subject: `Data issue: ${product.partNumber} ${product.title}`,
        body: `Report ${stored.id} by user ${userId} on product ${productId} (${product.partNumber}):\n\n${message}`,
      });
      return stored;
    });
  }
}
