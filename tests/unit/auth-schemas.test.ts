import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";

import { loginSchema, signupFields, signupFormSchema } from "~/lib/schemas/auth";

const M = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  passwordRequired: "Password is required",
  passwordMin: "Password must be at least 6 characters",
  passwordTooLong: "Password must be at most 128 characters",
  nameRequired: "Name is required",
  nameMin: "Name must be at least 2 characters",
  businessNameMin: "Business name must be at least 2 characters",
  contactRequired: "Contact number is required",
  contactMin: "Contact number must be at least 10 digits",
  phoneInvalid: "Please enter a valid phone number",
  addressMin: "Address must be at least 5 characters",
  cityMin: "City must be at least 2 characters",
  confirmRequired: "Please confirm your password",
  mismatch: "Passwords do not match",
} as const;

const VALID_SIGNUP = {
  user_name: "Ravi Mistry",
  business_name: "Mistry Handicrafts",
  user_email: "ravi@mistry.example",
  contact_number: "+91 98765 43210",
  address: "12 Ring Road, Udhna",
  city: "Surat",
  password: "inlay-secret",
};
const VALID_SIGNUP_FORM = { ...VALID_SIGNUP, confirm_password: VALID_SIGNUP.password };
const VALID_LOGIN = { user_email: "ravi@mistry.example", password: "inlay-secret" };

function formData(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

type Schema = typeof loginSchema | typeof signupFields | typeof signupFormSchema;

/** The form path: conform turns empty strings into undefined before Zod sees them. */
function formErrors(schema: Schema, values: Record<string, string>) {
  const submission = parseWithZod(formData(values), { schema });
  expect(submission.status).toBe("error");
  return (submission.reply().error ?? {}) as Record<string, string[] | null>;
}

function formValue(schema: Schema, values: Record<string, string>) {
  const submission = parseWithZod(formData(values), { schema });
  if (submission.status !== "success") throw new Error(`expected success, got ${JSON.stringify(submission.error)}`);
  return submission.value as Record<string, unknown>;
}

/** The JSON path: plain objects straight into safeParse. */
function jsonErrors(schema: Schema, values: Record<string, unknown>) {
  const result = schema.safeParse(values);
  expect(result.success).toBe(false);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join(".");
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

describe("loginSchema", () => {
  describe("with FormData (parseWithZod)", () => {
    it("requires email and password when both are empty", () => {
      const errors = formErrors(loginSchema, { user_email: "", password: "" });
      expect(errors.user_email).toEqual([M.emailRequired]);
      expect(errors.password).toEqual([M.passwordRequired]);
    });

    it("requires email and password when the fields are missing", () => {
      const errors = formErrors(loginSchema, {});
      expect(errors.user_email).toEqual([M.emailRequired]);
      expect(errors.password).toEqual([M.passwordRequired]);
    });

    it("treats a whitespace-only email as missing", () => {
      const errors = formErrors(loginSchema, { user_email: "   ", password: "inlay-secret" });
      expect(errors.user_email?.[0]).toBe(M.emailRequired);
      expect(errors.password).toBeFalsy();
    });

    it.each(["ravi", "ravi@", "@mistry.example", "ravi mistry@example.com", "ravi@@mistry.example"])("rejects the invalid email %j", (email) => {
      const errors = formErrors(loginSchema, { user_email: email, password: "inlay-secret" });
      expect(errors.user_email).toEqual([M.emailInvalid]);
      expect(errors.password).toBeFalsy();
    });

    it("rejects a password shorter than 6 characters", () => {
      const errors = formErrors(loginSchema, { user_email: "ravi@mistry.example", password: "abcde" });
      expect(errors.password).toEqual([M.passwordMin]);
      expect(errors.user_email).toBeFalsy();
    });

    it("accepts a password of exactly 6 characters", () => {
      expect(formValue(loginSchema, { user_email: "ravi@mistry.example", password: "abcdef" }).password).toBe("abcdef");
    });

    it("trims and lower-cases the email, and leaves the password untouched", () => {
      const value = formValue(loginSchema, { user_email: "  Ravi@Mistry.EXAMPLE \t", password: "  Secret Pass  " });
      expect(value).toEqual({ user_email: "ravi@mistry.example", password: "  Secret Pass  " });
    });
  });

  describe("with plain objects (safeParse)", () => {
    it("accepts valid credentials", () => {
      const result = loginSchema.safeParse(VALID_LOGIN);
      expect(result.success).toBe(true);
      expect(result.data).toEqual(VALID_LOGIN);
    });

    it("says email and password are required for empty strings", () => {
      const errors = jsonErrors(loginSchema, { user_email: "", password: "" });
      expect(errors.user_email).toEqual([M.emailRequired]);
      expect(errors.password?.[0]).toBe(M.passwordRequired);
    });

    it("says email and password are required when missing, and asks for text when they are not strings (issue 33)", () => {
      expect(jsonErrors(loginSchema, {})).toMatchObject({
        user_email: [M.emailRequired],
        password: [M.passwordRequired],
      });
      expect(jsonErrors(loginSchema, { user_email: 42, password: null })).toMatchObject({
        user_email: ["Enter text."],
        password: [M.passwordRequired],
      });
    });

    it("reports an invalid email and a short password", () => {
      const errors = jsonErrors(loginSchema, { user_email: "not-an-email", password: "12345" });
      expect(errors.user_email).toEqual([M.emailInvalid]);
      expect(errors.password).toEqual([M.passwordMin]);
    });

    it("refuses a password longer than 128 characters", () => {
      expect(loginSchema.safeParse({ ...VALID_LOGIN, password: "x".repeat(128) }).success).toBe(true);
      const errors = jsonErrors(loginSchema, { ...VALID_LOGIN, password: "x".repeat(129) });
      expect(errors.password).toEqual([M.passwordTooLong]);
    });

    it("refuses an email longer than 254 characters", () => {
      const long = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.example`;
      expect(long.length).toBeGreaterThan(254);
      const errors = jsonErrors(loginSchema, { ...VALID_LOGIN, user_email: long });
      expect(errors.user_email).toEqual(["Must be at most 254 characters"]);
    });

    it("trims and lower-cases the email", () => {
      const result = loginSchema.safeParse({ user_email: "\n RAVI@Mistry.Example ", password: "inlay-secret" });
      expect(result.data?.user_email).toBe("ravi@mistry.example");
    });
  });
});

describe("signup schemas", () => {
  describe("with FormData (parseWithZod on signupFormSchema)", () => {
    it("accepts a valid registration and trims every text field", () => {
      const value = formValue(signupFormSchema, {
        user_name: "  Ravi Mistry ",
        business_name: "\tMistry Handicrafts  ",
        user_email: "  RAVI@Mistry.Example ",
        contact_number: " +91 98765 43210 ",
        address: "  12 Ring Road, Udhna  ",
        city: " Surat ",
        password: "inlay-secret",
        confirm_password: "inlay-secret",
      });
      expect(value).toEqual(VALID_SIGNUP_FORM);
    });

    it("gives the 'required' message of every field of an empty form", () => {
      const errors = formErrors(signupFormSchema, {
        user_name: "",
        business_name: "",
        user_email: "",
        contact_number: "",
        address: "",
        city: "",
        password: "",
        confirm_password: "",
      });
      expect(errors).toEqual({
        user_name: [M.nameRequired],
        business_name: [M.businessNameMin],
        user_email: [M.emailRequired],
        contact_number: [M.contactRequired],
        address: [M.addressMin],
        city: [M.cityMin],
        password: [M.passwordRequired],
        confirm_password: [M.confirmRequired],
      });
    });

    it("treats whitespace-only text as empty", () => {
      const errors = formErrors(signupFormSchema, {
        ...VALID_SIGNUP_FORM,
        user_name: "   ",
        business_name: " ",
        contact_number: "  ",
        address: "\t \n",
        city: " ",
      });
      expect(errors.user_name?.[0]).toBe(M.nameRequired);
      expect(errors.business_name?.[0]).toBe(M.businessNameMin);
      expect(errors.contact_number?.[0]).toBe(M.contactRequired);
      expect(errors.address?.[0]).toBe(M.addressMin);
      expect(errors.city?.[0]).toBe(M.cityMin);
      expect(errors.user_email).toBeFalsy();
      expect(errors.password).toBeFalsy();
    });

    it.each([
      ["user_name", "R", M.nameMin],
      ["user_name", "  R  ", M.nameMin],
      ["business_name", "M", M.businessNameMin],
      ["business_name", " M ", M.businessNameMin],
      ["address", "12 R", M.addressMin],
      ["address", "  12 R   ", M.addressMin],
      ["city", "S", M.cityMin],
      ["city", " S ", M.cityMin],
      ["user_email", "ravi.mistry.example", M.emailInvalid],
      ["password", "abcde", M.passwordMin],
      ["contact_number", "98765 4321x", M.phoneInvalid],
      ["contact_number", "phone: 9876543210", M.phoneInvalid],
      ["contact_number", "12345", M.contactMin],
      ["contact_number", "+91 (261) 23", M.contactMin],
      ["contact_number", "+-() ------", M.contactMin],
    ])("%s = %j gives %j", (field, value, message) => {
      const password = field === "password" ? value : VALID_SIGNUP.password;
      const errors = formErrors(signupFormSchema, {
        ...VALID_SIGNUP_FORM,
        [field]: value,
        confirm_password: password,
      });
      expect(errors[field]?.[0]).toBe(message);
      expect(Object.keys(errors)).toEqual([field]);
    });

    it.each([
      ["user_name", "Ra"],
      ["business_name", "MH"],
      ["address", "12 Rd"],
      ["city", "Ba"],
      ["contact_number", "9876543210"],
      ["contact_number", "(0261) 234-5678"],
      ["contact_number", "+91-98765-43210"],
    ])("accepts the boundary value %s = %j", (field, value) => {
      expect(formValue(signupFormSchema, { ...VALID_SIGNUP_FORM, [field]: value })[field]).toBe(value);
    });

    it("asks to confirm the password when the confirmation is empty", () => {
      const errors = formErrors(signupFormSchema, { ...VALID_SIGNUP_FORM, confirm_password: "" });
      expect(errors).toEqual({ confirm_password: [M.confirmRequired] });
    });

    it("says the passwords do not match", () => {
      const errors = formErrors(signupFormSchema, { ...VALID_SIGNUP_FORM, confirm_password: "inlay-secreT" });
      expect(errors).toEqual({ confirm_password: [M.mismatch] });
    });

    it("says the passwords do not match even while other fields are invalid", () => {
      const errors = formErrors(signupFormSchema, {
        user_name: "",
        business_name: "M",
        user_email: "not-an-email",
        contact_number: "123",
        address: "",
        city: "",
        password: "inlay-secret",
        confirm_password: "something-else",
      });
      expect(errors.confirm_password).toEqual([M.mismatch]);
      expect(errors.user_name?.[0]).toBe(M.nameRequired);
      expect(errors.business_name?.[0]).toBe(M.businessNameMin);
      expect(errors.user_email?.[0]).toBe(M.emailInvalid);
      expect(errors.contact_number?.[0]).toBe(M.contactMin);
    });

    it("says the passwords do not match even while only the name is missing", () => {
      const errors = formErrors(signupFormSchema, {
        ...VALID_SIGNUP_FORM,
        user_name: "",
        confirm_password: "other-password",
      });
      expect(errors).toEqual({ user_name: [M.nameRequired], confirm_password: [M.mismatch] });
    });

    it("says the passwords do not match while the password itself is too short", () => {
      const errors = formErrors(signupFormSchema, {
        ...VALID_SIGNUP_FORM,
        password: "abc",
        confirm_password: "abd",
      });
      expect(errors).toEqual({ password: [M.passwordMin], confirm_password: [M.mismatch] });
    });

    it("does not claim a mismatch when the password is missing", () => {
      const errors = formErrors(signupFormSchema, { ...VALID_SIGNUP_FORM, password: "", confirm_password: "abcdef" });
      expect(errors).toEqual({ password: [M.passwordRequired] });
    });
  });

  describe("with plain objects (safeParse on signupFields, the JSON API)", () => {
    it("accepts a valid payload without a confirmation", () => {
      const result = signupFields.safeParse(VALID_SIGNUP);
      expect(result.success).toBe(true);
      expect(result.data).toEqual(VALID_SIGNUP);
    });

    it("trims text, lower-cases the email and drops unknown keys", () => {
      const result = signupFields.safeParse({
        user_name: " Ravi Mistry ",
        business_name: " Mistry Handicrafts ",
        user_email: " Ravi@MISTRY.example ",
        contact_number: " +91 98765 43210 ",
        address: " 12 Ring Road, Udhna ",
        city: " Surat ",
        password: "inlay-secret",
        user_type: 1,
        account_status: "approved",
      });
      expect(result.data).toEqual(VALID_SIGNUP);
    });

    it("gives the first message of every field for empty strings", () => {
      const errors = jsonErrors(signupFields, {
        user_name: "",
        business_name: "",
        user_email: "",
        contact_number: "",
        address: "",
        city: "",
        password: "",
      });
      expect(errors.user_name?.[0]).toBe(M.nameRequired);
      expect(errors.business_name?.[0]).toBe(M.businessNameMin);
      expect(errors.user_email?.[0]).toBe(M.emailRequired);
      expect(errors.contact_number?.[0]).toBe(M.contactRequired);
      expect(errors.address?.[0]).toBe(M.addressMin);
      expect(errors.city?.[0]).toBe(M.cityMin);
      expect(errors.password?.[0]).toBe(M.passwordRequired);
    });

    it("gives the 'required' messages when fields are missing (or null)", () => {
      for (const payload of [{}, { user_name: null, business_name: null, user_email: null, contact_number: null, address: null, city: null, password: null }]) {
        const errors = jsonErrors(signupFields, payload);
        expect(errors.user_name?.[0]).toBe(M.nameRequired);
        expect(errors.business_name?.[0]).toBe(M.businessNameMin);
        expect(errors.user_email?.[0]).toBe(M.emailRequired);
        expect(errors.contact_number?.[0]).toBe(M.contactRequired);
        expect(errors.address?.[0]).toBe(M.addressMin);
        expect(errors.city?.[0]).toBe(M.cityMin);
        expect(errors.password?.[0]).toBe(M.passwordRequired);
      }
    });

    it("asks for text, not 'required', when a field is sent as another type (issue 33)", () => {
      const errors = jsonErrors(signupFields, {
        user_name: 1,
        business_name: [],
        user_email: 5,
        contact_number: true,
        address: 7,
        city: false,
        password: 123456,
      });
      for (const field of ["user_name", "business_name", "user_email", "contact_number", "address", "city", "password"])
        expect(errors[field]?.[0], field).toBe("Enter text.");
    });

    it.each([
      ["user_name", " R ", M.nameMin],
      ["business_name", "M", M.businessNameMin],
      ["address", "12 R", M.addressMin],
      ["city", "S", M.cityMin],
      ["user_email", "ravi@", M.emailInvalid],
      ["password", "12345", M.passwordMin],
      ["password", "x".repeat(129), M.passwordTooLong],
      ["contact_number", "98765abc10", M.phoneInvalid],
      ["contact_number", "98765 4321", M.contactMin],
      ["user_name", "x".repeat(101), "Must be at most 100 characters"],
      ["contact_number", "9".repeat(31), "Must be at most 30 characters"],
      ["address", "x".repeat(301), "Must be at most 300 characters"],
      ["city", "x".repeat(101), "Must be at most 100 characters"],
    ])("%s = %j gives %j", (field, value, message) => {
      const errors = jsonErrors(signupFields, { ...VALID_SIGNUP, [field]: value });
      expect(errors[field]?.[0]).toBe(message);
      expect(Object.keys(errors)).toEqual([field]);
    });

    it("the form schema checks the confirmation on plain objects too", () => {
      expect(signupFormSchema.safeParse(VALID_SIGNUP_FORM).success).toBe(true);
      expect(jsonErrors(signupFormSchema, VALID_SIGNUP)).toEqual({ confirm_password: [M.confirmRequired] });
      expect(jsonErrors(signupFormSchema, { ...VALID_SIGNUP, confirm_password: "" })).toEqual({
        confirm_password: [M.confirmRequired],
      });
      expect(jsonErrors(signupFormSchema, { ...VALID_SIGNUP, confirm_password: "nope-nope" })).toEqual({
        confirm_password: [M.mismatch],
      });
    });

    it("reports the mismatch on plain objects even while other fields are invalid", () => {
      const errors = jsonErrors(signupFormSchema, {
        ...VALID_SIGNUP,
        user_name: "",
        city: "S",
        confirm_password: "nope-nope",
      });
      expect(errors.confirm_password).toEqual([M.mismatch]);
      expect(errors.user_name?.[0]).toBe(M.nameRequired);
      expect(errors.city?.[0]).toBe(M.cityMin);
    });
  });
});
