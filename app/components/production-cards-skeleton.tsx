/** Stands in while the streamed cards arrive; the same height keeps the page from jumping. */
export function ProductionCardsSkeleton({ title, label }: { title: string; label: string }) {
  return (
    <section className="card-grid production-cards production-cards--loading" aria-busy="true">
      <h2 className="card-grid__title">{title}</h2>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <ul className="card-grid__list" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="card production-cards__placeholder" />
        ))}
      </ul>
    </section>
  );
}
