import { NO_NAME_STATE_OPTIONS, type NoNameState } from "@sen/core";
import { bilingual, localize } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import { unknownCard } from "../stored-value/value-ledger.js";
import { type NoNameCard, noNameCardsOf } from "./no-name-ledger.js";
import { type SerialRun, serialsOf } from "./serial-runs.js";

/** Where a document needs its cards: in a state, held by a branch, on a transfer. */
export interface Wanted {
  state: NoNameState;
  branch: string;
  /** The transfer the cards travel on (a receive's). */
  transfer?: string;
}

function stateName(state: NoNameState): { vi: string; en: string } {
  return NO_NAME_STATE_OPTIONS.find((o) => o.value === state)?.label ?? { vi: state, en: state };
}

/** The cards of the runs; locked (at posting) in serial order. */
export const runCards = (db: TenantDb, runs: readonly SerialRun[], lock = false) =>
  noNameCardsOf(db, runs.flatMap(serialsOf), lock);

/** Why a card is not where the document needs it; undefined when it is. */
function misplaced(card: NoNameCard | undefined, so_seri: string, want: Wanted) {
  if (!card) return unknownCard(so_seri);
  if (card.trang_thai !== want.state) {
    const [got, needed] = [stateName(card.trang_thai), stateName(want.state)];
    return bilingual(
      `Thẻ ${so_seri}: ${got.vi.toLowerCase()} (cần: ${needed.vi.toLowerCase()})`,
      `Card ${so_seri}: ${got.en.toLowerCase()} (needed: ${needed.en.toLowerCase()})`,
    );
  }
  if (card.ma_dvcs !== want.branch) {
    return bilingual(`Thẻ ${so_seri} thuộc chi nhánh ${card.ma_dvcs}`, `Card ${so_seri} is held by ${card.ma_dvcs}`);
  }
  if (want.transfer && card.stt_rec_chuyen !== want.transfer) {
    return bilingual(`Thẻ ${so_seri} không có trên phiếu chuyển này`, `Card ${so_seri} is not on this transfer`);
  }
  return undefined;
}

/** A refusal of a card out of place, on the status when it stops a cancel. */
function refuse(errors: Record<string, string>, cancelling: boolean) {
  const first = Object.values(errors)[0] ?? "";
  if (!cancelling) return invalidInput(errors);
  const [vi, en] = [localize(first, "vi"), localize(first, "en")];
  return invalidInput({
    status: bilingual(`${vi}: không hủy được chứng từ`, `${en}: the document cannot be cancelled`),
  });
}

/**
 * Checks every card of each run is where the document needs it and of one type; 422 naming each line refused (its
 * first card out of place), or the status when `cancelling`. Gives each run's type and face value.
 */
export function placedRuns(
  runs: readonly SerialRun[],
  cards: Map<string, NoNameCard>,
  want: Wanted,
  cancelling = false,
) {
  const errors: Record<string, string> = {};
  const placed = runs.map((run, i) => {
    const serials = serialsOf(run);
    for (const so_seri of serials) {
      const refused = misplaced(cards.get(so_seri), so_seri, want);
      if (refused) {
        errors[`details.${i}.tu_seri`] = refused;
        return undefined;
      }
    }
    const types = new Set(serials.map((s) => cards.get(s)?.ma_loai));
    if (types.size > 1) {
      errors[`details.${i}.den_seri`] = bilingual(
        `Các thẻ từ ${run.tu_seri} đến ${run.den_seri} không cùng loại: tách thành từng dòng theo loại`,
        `The cards ${run.tu_seri} to ${run.den_seri} are of several types: one line a type`,
      );
      return undefined;
    }
    const first = cards.get(run.tu_seri);
    return { ...run, ma_loai: String(first?.ma_loai), menh_gia: String(first?.menh_gia) };
  });
  if (Object.keys(errors).length > 0) throw refuse(errors, cancelling);
  return placed.filter((p) => p !== undefined);
}
