import type { UserMessages } from "./vi";

export const userEn: UserMessages = {
  profile: {
    details: "My details",
    userName: "User name",
    fullName: "Full name",
    email: "Email",
    phone: "Phone",
    branchs: "Branches",
    saler: "Salesperson code",
    role: "Role",
    admin: "Administrator",
    staff: "Staff",
    save: "Save changes",
    saved: "Saved successfully!",
    required: "Please enter {{field}}",
    emailInvalid: "The email is not valid",
    phoneInvalid: "The phone number is not valid",
  },
  password: {
    title: "Change password",
    current: "Current password",
    new: "New password",
    confirm: "Repeat the new password",
    rule: "At least 8 characters, with letters and digits",
    mustDiffer: "{{field}} must not be the same as {{other}}",
    mustMatch: "{{field}} must be the same as {{other}}",
    submit: "Change password",
    changed: "Your password was changed. Your other sessions have ended.",
  },
};
