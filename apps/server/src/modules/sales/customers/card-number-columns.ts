import { integer, text } from "drizzle-orm/pg-core";

/**
 * What a table keeping an encrypted card number (`so_the`, sealed `k<version>.…`) holds beside it, never answered by
 * the API: the number's blind index (found and kept unique by it) and the key version it is sealed with (NULL: a row
 * written before encryption, still in clear until the server seals it).
 */
export const sealedNumberColumns = () => ({ so_the_bi: text("so_the_bi"), khoa_the: integer("khoa_the") });
