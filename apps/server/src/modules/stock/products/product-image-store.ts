import { eq } from "drizzle-orm";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { productImages } from "../stock.tables.js";

export interface StoredImage {
  data: Buffer;
  content_type: string;
  size: number;
  sha256: string;
}

/**
 * Where product pictures are kept: in the database for now; a file store can take its place
 * behind the same three calls.
 */
export interface ProductImageStore {
  read(db: TenantDb, productId: string): Promise<StoredImage | undefined>;
  write(db: TenantDb, productId: string, image: StoredImage, who: string): Promise<void>;
  remove(db: TenantDb, productId: string): Promise<boolean>;
}

export const databaseImageStore: ProductImageStore = {
  async read(db, productId) {
    const [row] = await db
      .select({
        data: productImages.data,
        content_type: productImages.content_type,
        size: productImages.size,
        sha256: productImages.sha256,
      })
      .from(productImages)
      .where(eq(productImages.product_id, productId));
    return row;
  },
  async write(db, productId, image, who) {
    const next = { ...image, updated_at: new Date(), updated_by: who };
    await db
      .insert(productImages)
      .values({ product_id: productId, ...next, created_by: who })
      .onConflictDoUpdate({ target: productImages.product_id, set: next });
  },
  async remove(db, productId) {
    const gone = await db
      .delete(productImages)
      .where(eq(productImages.product_id, productId))
      .returning({ id: productImages.product_id });
    return gone.length > 0;
  },
};
