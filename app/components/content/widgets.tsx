import { useTranslation } from "~/i18n/react";
import type { SocialLinkView } from "~/models/content/furniture";
import type { ContentBlockView, WidgetView } from "~/models/content/widgets";
import { PaymentLogos } from "../shell/payment-logos";
import { SocialLinks } from "../shell/social-links";
import { ResponsiveImage } from "../ui/responsive-image";
import { RichText } from "../ui/rich-text";
import { SmartLink } from "../ui/smart-link";
import { FaqCategories } from "./faq";
import { QuoteList } from "./quotes";

export function Widget({ widget, socials }: { widget: WidgetView; socials: SocialLinkView[] }) {
  const { t } = useTranslation();
  switch (widget.kind) {
    case "content_block":
      return <ContentBlock block={widget} />;
    case "content_block_group":
      return (
        <div
          className={`content-block-group content-block-group--${Math.min(widget.blocks.length, 3)}`}
        >
          {widget.blocks.map((block, index) => (
            <ContentBlock key={index} block={block} />
          ))}
        </div>
      );
    case "image_block":
      return (
        <section className={`image-block${widget.imageOnRight ? " image-block--right" : ""}`}>
          <ResponsiveImage
            image={widget.image}
            sizes="(max-width: 767px) 100vw, 50vw"
            maxWidth={1280}
            className="image-block__image"
          />
          <div className="image-block__text">
            <BlockText block={widget} />
          </div>
        </section>
      );
    case "image_divider":
      return (
        <div className="image-divider">
          <ResponsiveImage image={widget.image} sizes="100vw" />
        </div>
      );
    case "text_widget":
      return (
        <section className="text-widget">
          {widget.title && <h2>{widget.title}</h2>}
          <RichText html={widget.content} />
          {widget.paymentMethods && <PaymentLogos label={t("footer.paymentMethods")} />}
          {widget.socials && <SocialLinks links={socials} />}
        </section>
      );
    case "quote_widget_group":
      return <QuoteList quotes={widget.quotes} />;
    case "question_category_group":
      return <FaqCategories categories={widget.categories} name="widget-faq" />;
  }
}

function BlockText({ block }: { block: Omit<ContentBlockView, "image"> }) {
  return (
    <>
      {block.heading && <h2 className="block__heading">{block.heading}</h2>}
      {block.subheading && <p className="block__subheading">{block.subheading}</p>}
      <RichText html={block.content} />
      {block.buttonText && block.link && (
        <p>
          <SmartLink className="button" href={block.link}>
            {block.buttonText}
          </SmartLink>
        </p>
      )}
    </>
  );
}

function ContentBlock({ block }: { block: ContentBlockView }) {
  return (
    <section className={`content-block${block.large ? " content-block--large" : ""}`}>
      {block.image && (
        <ResponsiveImage
          image={block.image}
          sizes="(max-width: 767px) 100vw, 640px"
          maxWidth={1280}
          className="content-block__image"
        />
      )}
      <div className="content-block__text">
        <BlockText block={block} />
      </div>
    </section>
  );
}
