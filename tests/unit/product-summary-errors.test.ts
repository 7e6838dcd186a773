/** Issue 32, defect 10: the product form's summary sentence matches its errors. */
import { describe, expect, it } from "vitest";

import { summaryErrors } from "~/components/panel/shop/product-form";

const REQUIRED = "Please fill in all required fields";

describe("summaryErrors", () => {
  it("keeps the spec's sentence when every error is a missing required field", () => {
    expect(summaryErrors([REQUIRED], [{ errors: ["Title is required"] }, { errors: ["Price is required"] }, {}])).toEqual([REQUIRED]);
  });

  it("drops it when another problem is among them (a refused file, a negative price), so the count heads the real list", () => {
    expect(summaryErrors([REQUIRED], [{ errors: ["The file is not an image we can use."] }, { errors: ["Price is required"] }])).toBeUndefined();
    expect(summaryErrors([REQUIRED, "Failed to save"], [{ errors: ["Price cannot be negative"] }, { errors: ["Title is required"] }])).toEqual([
      "Failed to save",
    ]);
  });

  it("leaves other form messages alone", () => {
    expect(summaryErrors(["Selected category does not exist."], [{ errors: ["Price cannot be negative"] }])).toEqual(["Selected category does not exist."]);
    expect(summaryErrors(undefined, [])).toBeUndefined();
  });
});
