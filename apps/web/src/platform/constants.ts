import { SERVER_TIME_TICK_MS, TOAST_DURATION_MS } from "@sen/core";

/** antd counts toast durations in seconds. */
export const TOAST_DURATION_SECONDS = TOAST_DURATION_MS / 1000;
export { SERVER_TIME_TICK_MS };
