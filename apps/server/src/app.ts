import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import type { Config } from "./config.js";
import { accountingRoutes } from "./modules/accounting/accounting.routes.js";
import { shopSettingsRoutes } from "./modules/admin/shop-settings.routes.js";
import { authRoutes } from "./modules/auth/auth.routes.js";
import { AuthService } from "./modules/auth/auth.service.js";
import { userConfigRoutes } from "./modules/auth/user-config.routes.js";
import { extensionRoutes } from "./modules/callcenter/extension.routes.js";
import { phoneNumberRoutes } from "./modules/callcenter/phone-number.routes.js";
import { providerRoutes } from "./modules/callcenter/provider.routes.js";
import { clientRoutes } from "./modules/client/client.routes.js";
import { customerSession } from "./modules/client/client-area.js";
import { crmRoutes } from "./modules/crm/crm.routes.js";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.js";
import { geoRoutes } from "./modules/geo/geo.routes.js";
import { hrRoutes } from "./modules/hr/hr.routes.js";
import { metaRoutes } from "./modules/meta/meta.routes.js";
import { profileRoutes } from "./modules/profile/profile.routes.js";
import { purchasesRoutes } from "./modules/purchases/purchases.routes.js";
import { bookingRoutes } from "./modules/sales/booking/booking-routes.js";
import { cardCryptoRoutes } from "./modules/sales/customers/card-crypto.routes.js";
import { CardData } from "./modules/sales/customers/card-data.js";
import { salesRoutes } from "./modules/sales/sales.routes.js";
import { stockRoutes } from "./modules/stock/stock.routes.js";
import { bannerRoutes } from "./modules/system/banner.routes.js";
import { branchRoutes } from "./modules/system/branch.routes.js";
import { commandRoutes } from "./modules/system/command.routes.js";
import { configRoutes } from "./modules/system/config.routes.js";
import { cryptoRoutes } from "./modules/system/crypto.routes.js";
import { customListRoutes } from "./modules/system/custom-list.routes.js";
import { dictionaryRoutes } from "./modules/system/dictionary.routes.js";
import { logRoutes } from "./modules/system/log.routes.js";
import { onlineRoutes } from "./modules/system/online.routes.js";
import { roleRoutes } from "./modules/system/role.routes.js";
import { serverTimeRoutes } from "./modules/system/server-time.routes.js";
import { sttRoutes } from "./modules/system/stt.routes.js";
import { userRoutes } from "./modules/system/user.routes.js";
import { enforceRights, requireDeclaredAccess } from "./platform/access.js";
import { authenticate } from "./platform/authentication.js";
import { selectBranches } from "./platform/branches.js";
import type { Pool } from "./platform/db/pool.js";
import { answerBadUrl, registerErrorHandling } from "./platform/errors.js";
import { refuseHostileInput } from "./platform/hostile-input.js";
import { registerHttpHygiene, requestId } from "./platform/http.js";
import { createLogger, RequestLines } from "./platform/logging.js";
import { registerOpenApi } from "./platform/openapi.js";
import { resolveTenant } from "./platform/tenancy.js";
import { registerWebApp } from "./platform/web.js";

export interface AppDeps {
  config: Config;
  pool: Pool;
  /** Where the log goes (standard output when not given), or false for silence (tests). */
  logger?: false | DestinationStream;
}

export async function buildApp({ config, pool, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger === false ? undefined : createLogger(config, logger),
    logController: new RequestLines(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: (req) => requestId(req.headers["x-request-id"]),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerBadUrl,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  await registerHttpHygiene(app, config, pool);
  refuseHostileInput(app);
  await registerOpenApi(app);
  requireDeclaredAccess(app);
  resolveTenant(app, pool);
  authenticate(app, config.jwtSecret, pool, customerSession);
  enforceRights(app);
  selectBranches(app);

  app.get("/api/health", { config: { access: "public", tenant: false }, schema: { hide: true } }, async () => {
    await pool.query("SELECT 1");
    return { status: "ok" };
  });
  const auth = new AuthService(pool, config);
  await app.register(authRoutes, { prefix: "/api", service: auth });
  await app.register(userConfigRoutes, { prefix: "/api" });
  await app.register(serverTimeRoutes, { prefix: "/api" });
  await app.register(userRoutes, { prefix: "/api" });
  await app.register(roleRoutes, { prefix: "/api" });
  await app.register(onlineRoutes, { prefix: "/api", accessTokenTtlSeconds: config.accessTokenTtlSeconds });
  await app.register(logRoutes, { prefix: "/api" });
  await app.register(cryptoRoutes, { prefix: "/api", key: config.encryptionKey });
  // Card data at rest (README): the tenants' card keys, wrapped by the install's key, and the re-encryption job.
  const cardData = new CardData(config.encryptionKey, pool, app.log);
  app.decorate("cardData", cardData);
  app.addHook("onReady", () => {
    cardData.resume().catch((error: unknown) => app.log.error({ err: error }, "card re-encryption not resumed"));
  });
  app.addHook("onClose", () => cardData.stop());
  await app.register(cardCryptoRoutes, { prefix: "/api" });
  await app.register(profileRoutes, { prefix: "/api", pool });
  await app.register(configRoutes, { prefix: "/api" });
  await app.register(dictionaryRoutes, { prefix: "/api" });
  await app.register(branchRoutes, { prefix: "/api" });
  await app.register(commandRoutes, { prefix: "/api" });
  await app.register(sttRoutes, { prefix: "/api" });
  await app.register(customListRoutes, { prefix: "/api" });
  await app.register(bannerRoutes, { prefix: "/api" });
  await app.register(providerRoutes, { prefix: "/api" });
  await app.register(phoneNumberRoutes, { prefix: "/api" });
  await app.register(extensionRoutes, { prefix: "/api" });
  await app.register(stockRoutes, { prefix: "/api" });
  await app.register(purchasesRoutes, { prefix: "/api" });
  await app.register(accountingRoutes, { prefix: "/api" });
  await app.register(salesRoutes, { prefix: "/api" });
  await app.register(hrRoutes, { prefix: "/api" });
  await app.register(crmRoutes, { prefix: "/api" });
  await app.register(dashboardRoutes, { prefix: "/api" });
  await app.register(metaRoutes, { prefix: "/api" });
  await app.register(geoRoutes, { prefix: "/api" });
  await app.register(shopSettingsRoutes, { prefix: "/api" });
  await app.register(clientRoutes, { prefix: "/api", pool, config });
  await app.register(bookingRoutes, { prefix: "/api", pool, config });

  await registerWebApp(app, config.webDist);
  return app;
}
