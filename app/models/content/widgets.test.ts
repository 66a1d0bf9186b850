import { describe, expect, it } from "vitest";
import { testCrop } from "../../../tests/support/test-crop";
import { UnknownWidgetError, widgetView } from "./widgets";

const html = (s: string | null | undefined) => (s?.trim() ? s : null);
const image = testCrop({ crop_type: "block" });

describe("widgets", () => {
  it("throw for an unknown kind", () => {
    expect(() => widgetView({ kind: "mystery_widget" }, html)).toThrow(UnknownWidgetError);
  });

  it("build a content block and drop an empty one", () => {
    expect(
      widgetView({ kind: "content_block", heading: "Zalen", layout_large: true }, html),
    ).toMatchObject({ kind: "content_block", heading: "Zalen", large: true });
    expect(widgetView({ kind: "content_block" }, html)).toBeNull();
  });

  it("keep only non-empty blocks of a group", () => {
    const view = widgetView({ kind: "content_block_group", blocks: [{ heading: "A" }, {}] }, html);
    expect(view).toMatchObject({ kind: "content_block_group", blocks: [{ heading: "A" }] });
  });

  it("need an image block's image and a heading, content or button with link", () => {
    expect(widgetView({ kind: "image_block", heading: "H" }, html)).toBeNull();
    expect(widgetView({ kind: "image_block", image, button_text: "Ga" }, html)).toBeNull();
    expect(
      widgetView(
        { kind: "image_block", image, button_text: "Ga", link: "/agenda", image_on_right: true },
        html,
      ),
    ).toMatchObject({ imageOnRight: true });
  });

  it("need an image divider's image", () => {
    expect(widgetView({ kind: "image_divider" }, html)).toBeNull();
    expect(widgetView({ kind: "image_divider", image }, html)).toMatchObject({
      kind: "image_divider",
    });
  });

  it("build text widgets with socials and payment methods", () => {
    expect(widgetView({ kind: "text_widget", paymentmethods: true }, html)).toMatchObject({
      paymentMethods: true,
      socials: false,
    });
    expect(widgetView({ kind: "text_widget" }, html)).toBeNull();
  });

  it("build quote groups and question category groups, dropping empty ones", () => {
    expect(
      widgetView({ kind: "quote_widget_group", quotes: [{ name: "NRC", quote: "Top" }] }, html),
    ).toMatchObject({ quotes: [{ name: "NRC" }] });
    expect(widgetView({ kind: "quote_widget_group", quotes: [] }, html)).toBeNull();
    const faq = widgetView(
      {
        kind: "question_category_group",
        categories: [
          { id: "1", name: "Kaarten", questions: [{ id: "q", question: "Q", answer: "A" }] },
          { id: "2", name: "Leeg", questions: [] },
        ],
      },
      html,
    );
    expect(faq).toMatchObject({ categories: [{ name: "Kaarten" }] });
  });
});
