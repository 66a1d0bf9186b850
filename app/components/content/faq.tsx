import type { FaqCategoryView, QuestionView } from "~/models/content/page-items";
import { RichText } from "../ui/rich-text";

// Exclusive accordions with <details name>: one question open per group and one category open
// at a time, natively, with or without JavaScript. The "+" / "−" beside each summary is drawn on
// an aria-hidden span (FaqSign), not as the summary's own generated content, which a screen
// reader would read as part of the button's name ("Is er een garderobe? +").

function FaqSign() {
  return <span className="faq-sign" aria-hidden="true" />;
}

export function FaqList({ questions, name }: { questions: QuestionView[]; name: string }) {
  return (
    <div className="faq-list">
      {questions.map((q) => (
        <details key={q.id} name={name} className="faq-item">
          <summary>
            <span>{q.question}</span>
            <FaqSign />
          </summary>
          <RichText html={q.answer} className="faq-item__answer" />
        </details>
      ))}
    </div>
  );
}

export function FaqCategories({
  categories,
  name,
}: {
  categories: FaqCategoryView[];
  name: string;
}) {
  return (
    <div className="faq-categories">
      {categories.map((category, index) => (
        <details key={category.id} name={name} className="faq-category" open={index === 0}>
          <summary>
            <h2 className="faq-category__title">{category.name}</h2>
            <FaqSign />
          </summary>
          <FaqList questions={category.questions} name={`${name}-${category.id}`} />
        </details>
      ))}
    </div>
  );
}
