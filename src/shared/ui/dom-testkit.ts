// Tests only: unit tests run in node, without a DOM. This is just enough of one for Preact to
// render into and redraw, so a test can tap buttons and read what the screen says after state
// and signals change (render-to-string draws once and cannot).

/** A node of the fake DOM. */
export class FakeNode {
  parentNode: FakeElement | null = null;

  get nextSibling(): FakeNode | null {
    const siblings = this.parentNode?.childNodes ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }

  /** Takes the node out of its parent. */
  remove(): void {
    this.parentNode?.removeChild(this);
  }
}

/** A text node of the fake DOM. */
export class FakeText extends FakeNode {
  readonly nodeType = 3;
  constructor(public data: string) {
    super();
  }
}

/** An element of the fake DOM: children, attributes and one listener per event. */
export class FakeElement extends FakeNode {
  readonly nodeType = 1;
  readonly namespaceURI = 'http://www.w3.org/1999/xhtml';
  readonly childNodes: FakeNode[] = [];
  readonly attributes = new Map<string, string>();
  readonly listeners = new Map<string, (e: object) => void>();
  readonly style: Record<string, string> = {};

  constructor(
    readonly localName: string,
    readonly ownerDocument: FakeDocument,
  ) {
    super();
  }

  get firstChild(): FakeNode | null {
    return this.childNodes[0] ?? null;
  }

  /** The text of every text node inside, in order. */
  get textContent(): string {
    return this.childNodes.map((n) => (n instanceof FakeText ? n.data : n instanceof FakeElement ? n.textContent : '')).join('');
  }

  /** Puts `node` before `ref`, or last. */
  insertBefore(node: FakeNode, ref: FakeNode | null): FakeNode {
    node.remove();
    const at = ref ? this.childNodes.indexOf(ref) : -1;
    this.childNodes.splice(at < 0 ? this.childNodes.length : at, 0, node);
    node.parentNode = this;
    return node;
  }

  /** Puts `node` last. */
  appendChild(node: FakeNode): FakeNode {
    return this.insertBefore(node, null);
  }

  /** Takes `node` out. */
  removeChild(node: FakeNode): FakeNode {
    this.childNodes.splice(this.childNodes.indexOf(node), 1);
    node.parentNode = null;
    return node;
  }

  /** Sets an attribute. */
  setAttribute(name: string, value: unknown): void {
    this.attributes.set(name, String(value));
  }

  /** Removes an attribute. */
  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }

  /** Listens to `type` (one listener per type is all Preact uses). */
  addEventListener(type: string, listener: (e: object) => void): void {
    this.listeners.set(type, listener);
  }

  /** Stops listening to `type`. */
  removeEventListener(type: string): void {
    this.listeners.delete(type);
  }

  /** Every element inside, depth first. */
  descendants(): FakeElement[] {
    return this.childNodes.flatMap((n) => (n instanceof FakeElement ? [n, ...n.descendants()] : []));
  }
}

/** The fake document: it only makes nodes. */
export class FakeDocument {
  /** A new element named `name`. */
  createElementNS(_ns: string, name: string): FakeElement {
    return new FakeElement(name, this);
  }

  /** A new text node. */
  createTextNode(data: string): FakeText {
    return new FakeText(data);
  }
}

/** An empty element to render into. */
export function fakeRoot(): FakeElement {
  return new FakeElement('div', new FakeDocument());
}

/** The button whose text is `text` inside `root` (throws when there is none). */
export function button(root: FakeElement, text: string): FakeElement {
  const b = root.descendants().find((e) => e.localName === 'button' && e.textContent === text);
  if (!b) throw new Error(`No button "${text}"`);
  return b;
}

/** Taps `el` as the browser would deliver a click to it. */
export function tap(el: FakeElement): void {
  const listener = el.listeners.get('click');
  if (!listener) throw new Error('Nothing listens to this tap');
  listener.call(el, { type: 'click', target: el, currentTarget: el, preventDefault() {} });
}

/** The texts of every `role="alert"` inside `root`. */
export function alerts(root: FakeElement): string[] {
  return root
    .descendants()
    .filter((e) => e.attributes.get('role') === 'alert')
    .map((e) => e.textContent);
}
