import type { AreaModule } from "../../app/routing/lazyArea";

/**
 * /generic/* screens: none needs code of its own. Each draws the list of the entity whose definition has its path
 * (e.g. /generic/taxs, from `GET meta/entities`), else the placeholder (see lazyArea).
 */
export const screens: AreaModule["screens"] = {};
