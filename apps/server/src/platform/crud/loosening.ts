import { type Bilingual, type EntityDefinition, hasRight, loosens, type Right } from "@sen/core";
import type { FastifyRequest } from "fastify";
import { AppError } from "../errors.js";
import type { EntityBinding, Row } from "./registry.js";

/** The rights as the rights editor names them. */
const RIGHT_NAMES: Readonly<Record<Right, Bilingual>> = {
  access: { vi: "Truy cập", en: "Access" },
  read: { vi: "Xem", en: "Read" },
  add: { vi: "Thêm", en: "Add" },
  edit: { vi: "Sửa", en: "Edit" },
  del: { vi: "Xóa", en: "Delete" },
  print: { vi: "In", en: "Print" },
};

/** 403 naming what the user was doing and the right it takes ("Bạn không có quyền mở khóa sổ: cần quyền Xóa…"). */
export function looseningRefusal(definition: EntityDefinition): AppError {
  const loosening = definition.rights?.loosening;
  if (!loosening) return new AppError(403, "forbidden");
  const right = RIGHT_NAMES[loosening.right];
  return new AppError(403, "forbidden_action", {
    action: loosening.action.vi,
    action_en: loosening.action.en ?? loosening.action.vi,
    right: right.vi,
    right_en: right.en ?? right.vi,
    command: definition.label.vi,
    command_en: definition.label.en ?? definition.label.vi,
  });
}

/**
 * Refuses an update that loosens what the row guards (the definition's `rights.loosening`: a period lock moved
 * back) to a user without the right it takes, besides the update's own that the route already checked.
 */
export function refuseLoosening(binding: EntityBinding, old: Row, values: Row, request: FastifyRequest) {
  const { definition } = binding;
  const loosening = definition.rights?.loosening;
  if (!loosening || !loosens(definition, old, values)) return;
  const user = request.auth?.user;
  if (!user || !hasRight(user, definition.command as string, loosening.right)) throw looseningRefusal(definition);
}
