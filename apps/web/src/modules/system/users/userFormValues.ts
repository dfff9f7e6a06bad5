import { splitCodes } from "@sen/core";
import type { UserDetail, UserInput } from "./usersApi";

/** The user form's fields: lists where the API keeps comma-joined codes, switches where it keeps 0/1. */
export interface UserFormValues {
  user_name: string;
  full_name: string;
  email?: string;
  phone?: string;
  password?: string;
  is_admin: boolean;
  status: boolean;
  branchs: string[];
  employee_yn: boolean;
  employees: string[];
  saler?: string;
  agent_id?: string;
  agent_pass?: string;
}

export const NEW_USER: UserFormValues = {
  user_name: "",
  full_name: "",
  is_admin: false,
  status: true,
  branchs: [],
  employee_yn: false,
  employees: [],
};

export function toFormValues(user: UserDetail): UserFormValues {
  return {
    user_name: user.user_name,
    full_name: user.full_name,
    email: user.email ?? undefined,
    phone: user.phone ?? undefined,
    is_admin: user.is_admin === 1,
    status: user.status,
    branchs: splitCodes(user.branchs),
    employee_yn: Number(user.employee_yn) === 1,
    employees: splitCodes(user.employees),
    saler: user.saler ?? undefined,
    agent_id: user.agent_id ?? undefined,
  };
}

const blank = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * The body of POST or PUT system/users. An empty call-center password is left out so that the stored
 * one is kept; the password goes only with a new user (an administrator resets it with its own call).
 */
export function toUserInput(values: UserFormValues, isNew: boolean): UserInput {
  return {
    user_name: values.user_name.trim(),
    full_name: values.full_name.trim(),
    // PUT resets what it is not given: an emptied field is sent empty, not left out.
    email: values.email?.trim() ?? "",
    phone: values.phone?.trim() ?? "",
    password: isNew ? values.password : undefined,
    is_admin: values.is_admin,
    status: values.status,
    branchs: values.branchs.join(","),
    employee_yn: values.employee_yn,
    employees: values.employees
      .map((code) => code.trim())
      .filter(Boolean)
      .join(","),
    saler: values.saler?.trim() ?? "",
    agent_id: values.agent_id?.trim() ?? "",
    agent_pass: blank(values.agent_pass),
  };
}
