import { api } from "@/platform/api";

/** The signed-in user's own record (GET user/profile). */
export interface Profile {
  id: string;
  user_name: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  is_admin: 0 | 1;
  saler: string | null;
  branchs: string;
}

export interface ProfileInput {
  full_name: string;
  email: string;
  phone: string;
}

export interface PasswordInput {
  current_password: string;
  new_password: string;
}

export const profileKeys = { own: ["user", "profile"] as const };

export const profileApi = {
  get: () => api.get<Profile>("user/profile"),
  update: (input: ProfileInput) => api.put<Profile>("user/profile", input),
  changePassword: (input: PasswordInput) => api.put<{ message: string }>("user/password", input),
};
