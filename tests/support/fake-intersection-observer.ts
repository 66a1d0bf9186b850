// An IntersectionObserver a component test drives: `reveal()` reports every observed part as
// visible, as scrolling a deferred island into view would.
export class FakeObserver {
  static all: FakeObserver[] = [];
  readonly parts: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(part: Element) {
    this.parts.push(part);
  }
  disconnect() {
    this.parts.length = 0;
  }
  static reveal() {
    for (const observer of FakeObserver.all) {
      const entries = observer.parts.map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}
