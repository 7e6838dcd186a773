/**
 * The permission table (app/lib/permissions.ts, docs/decisions/033): what it holds (decision 002:
 * a store manager runs the shop and nothing else), how `can` reads it, and that every door reads
 * it: the panel's sections, the API's models and the upload's kinds name its actions, and the
 * access matrix the HTTP walk checks is computed from it.
 */
import { describe, expect, it, vi } from "vitest";

import { USER_TYPE } from "~/lib/constants";
import { IMAGE_KINDS } from "~/lib/images";
import { actionOf, PANEL_ROLES, PANEL_SECTIONS, sectionsFor } from "~/lib/panel-sections";
import { type Action, ACTIONS, can, isBuyer, PERMISSIONS, rolesThatUpload, rolesWith, TEAM_ACTIONS, UPLOAD_ACTIONS } from "~/lib/permissions";
import { MANAGED_MODELS } from "~/routes/api/.server/manage-data";

const SHOP: Action[] = ["use:panel", "manage:products", "manage:product-categories", "manage:product-inquiries", "manage:quotes"];

describe("the permission table", () => {
  it("lets an admin take every action of the team, a store manager the shop's alone, a business account none of them", () => {
    const allowed = (userType: number) => TEAM_ACTIONS.filter((action) => can({ user_type: userType, account_status: "approved" }, action));
    expect(allowed(USER_TYPE.admin)).toEqual(TEAM_ACTIONS);
    expect(allowed(USER_TYPE.storeManager)).toEqual(SHOP);
    expect(allowed(USER_TYPE.user)).toEqual([]);
    expect(ACTIONS.filter((action) => !(TEAM_ACTIONS as readonly Action[]).includes(action))).toEqual(["request:quotes", "send:inquiries"]);
  });

  it("names the buyer once: an approved business account asks for quotations, the team does not (issue 31)", () => {
    expect(ACTIONS.filter((action) => can({ user_type: USER_TYPE.user, account_status: "approved" }, action))).toEqual(["request:quotes", "send:inquiries"]);
    expect(rolesWith("request:quotes")).toEqual([USER_TYPE.user]);
    expect(isBuyer({ user_type: USER_TYPE.user, account_status: "approved" })).toBe(true);
    expect(isBuyer({ user_type: USER_TYPE.admin, account_status: "approved" })).toBe(false);
    expect(isBuyer({ user_type: USER_TYPE.storeManager, account_status: "approved" })).toBe(false);
    for (const status of ["pending", "rejected", "disabled"]) expect(isBuyer({ user_type: USER_TYPE.user, account_status: status })).toBe(false);
    expect(isBuyer(null)).toBe(false);
  });

  it("gives inquiries to every approved account but an administrator's, as the spec's 'user_type other than 1' (issue 33)", () => {
    expect(rolesWith("send:inquiries")).toEqual([USER_TYPE.user, USER_TYPE.storeManager]);
    expect(can({ user_type: USER_TYPE.admin, account_status: "approved" }, "send:inquiries")).toBe(false);
    expect(can({ user_type: USER_TYPE.storeManager, account_status: "approved" }, "send:inquiries")).toBe(true);
    expect(can({ user_type: USER_TYPE.user, account_status: "approved" }, "send:inquiries")).toBe(true);
    expect(can({ user_type: USER_TYPE.user, account_status: "pending" }, "send:inquiries")).toBe(false);
  });

  it("allows nothing to an account that is not approved, to an unknown role or to nobody", () => {
    for (const status of ["pending", "rejected", "disabled"]) {
      expect(ACTIONS.some((action) => can({ user_type: USER_TYPE.admin, account_status: status }, action))).toBe(false);
    }
    expect(can({ user_type: 9 }, "use:panel")).toBe(false);
    expect(can(null, "use:panel")).toBe(false);
    expect(can(undefined, "manage:products")).toBe(false);
  });

  it("answers the user types of an action in one order", () => {
    expect(rolesWith("manage:products")).toEqual([USER_TYPE.admin, USER_TYPE.storeManager]);
    expect(rolesWith("manage:settings")).toEqual([USER_TYPE.admin]);
    expect(PANEL_ROLES).toEqual(rolesWith("use:panel"));
  });
});

describe("the doors read the table", () => {
  it("gives every panel section an action of the table, and every action of the team a section", () => {
    expect(new Set(PANEL_SECTIONS.map((section) => section.action))).toEqual(new Set(TEAM_ACTIONS));
    expect(actionOf("/panel/gallery")).toBe("manage:gallery");
    expect(sectionsFor(USER_TYPE.storeManager).map((section) => section.action)).toEqual(SHOP);
    expect(sectionsFor(USER_TYPE.user)).toEqual([]);
  });

  it("guards each /api/manage_data/ model with the action of its panel screen", () => {
    const actions = Object.fromEntries(Object.entries(MANAGED_MODELS).map(([model, adapter]) => [model, adapter.action]));
    expect(actions).toEqual({
      Product: actionOf("/panel/products"),
      ProductCategory: actionOf("/panel/product-categories"),
      GalleryItem: actionOf("/panel/gallery"),
      GalleryCategory: actionOf("/panel/categories"),
      PortfolioItem: actionOf("/panel/portfolio"),
      PortfolioCategory: actionOf("/panel/portfolio-categories"),
      BlogPost: actionOf("/panel/blog"),
      BlogCategory: actionOf("/panel/blog-categories"),
      UserProfile: actionOf("/panel/users"),
      SiteSettings: actionOf("/panel/settings"),
    });
  });

  it("lets an image kind be uploaded by whoever manages that kind's records", () => {
    expect(Object.keys(UPLOAD_ACTIONS).sort()).toEqual(Object.keys(IMAGE_KINDS).sort());
    expect(rolesThatUpload()).toEqual([USER_TYPE.admin, USER_TYPE.storeManager]);
    expect(can({ user_type: USER_TYPE.storeManager }, UPLOAD_ACTIONS.products)).toBe(true);
    expect(can({ user_type: USER_TYPE.storeManager }, UPLOAD_ACTIONS.gallery)).toBe(false);
  });

  it("computes the access matrix from the table: a store manager given the gallery is expected in", async () => {
    const managerAt = (matrix: typeof import("../security/access-matrix"), url: string) => {
      const row = matrix.ACCESS_MATRIX.find((each) => each.url === url)!;
      return row.page.manager;
    };
    vi.resetModules();
    const before = await import("../security/access-matrix");
    expect(managerAt(before, "/panel/gallery")).toBe("home");
    expect(managerAt(before, "/api/manage_data/GalleryItem/")).toBe("403");

    vi.resetModules();
    const table = await import("~/lib/permissions");
    (table.PERMISSIONS["manage:gallery"] as { storeManager: boolean }).storeManager = true;
    const after = await import("../security/access-matrix");
    expect(managerAt(after, "/panel/gallery")).toBe("ok");
    expect(managerAt(after, "/api/manage_data/GalleryItem/")).toBe("ok");
    // The untouched rows keep their answers.
    expect(managerAt(after, "/panel/blog")).toBe("home");
    vi.resetModules();
    expect(PERMISSIONS["manage:gallery"].storeManager).toBe(false);
  });
});
