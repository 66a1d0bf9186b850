import type { FaqCategoryView, QuestionView } from "~/models/content/page-items";
import { RichText } from "../ui/rich-text";

// Exclusive accordions with <details name>: one question open per group and one category open
// at a time, natively, with or without JavaScript.

export function FaqList({ questions, name }: { questions: QuestionView[]; name: string }) {
  return (
    <div className="faq-list">
      {questions.map((q) => (
        <details key={q.id} name={name} className="faq-item">
          <summary>{q.question}</summary>
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
          </summary>
          <FaqList questions={category.questions} name={`${name}-${category.id}`} />
        </details>
      ))}
    </div>
  );
}
