import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";

// Architecture 2: the state diagrams in docs/core/machines.md are generated from the machine definitions,
// so the documentation cannot drift from the code (a test compares the committed file with this output).

const nodeId = (node: AnyStateNode): string => node.path.join("_") || "root";

function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === "string") return guard;
  const named = guard as { type?: string; guards?: unknown[] };
  if (named.type === "xstate.not") return `not ${guardLabel(named.guards?.[0]) ?? "guard"}`;
  return named.type ?? "guard";
}

function eventLabel(eventType: string): string {
  if (eventType === "") return "always";
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error ${error[1]}`;
  return eventType;
}

function transitionLabel(transition: AnyTransitionDefinition): string {
  const guard = guardLabel(transition.guard);
  const label = eventLabel(transition.eventType);
  return guard ? `${label} [${guard}]` : label;
}

function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...node.transitions.values()].flat().concat(node.always ?? []);
}

/** The innermost compound node that holds both ends, so mermaid draws the edge inside the right composite. */
function commonParent(source: AnyStateNode, target: AnyStateNode): string {
  let depth = 0;
  while (
    depth < source.path.length - 1 &&
    depth < target.path.length - 1 &&
    source.path[depth] === target.path[depth]
  )
    depth++;
  return source.path.slice(0, depth).join("_") || "root";
}

function collectEdges(machine: AnyStateMachine): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  const visit = (node: AnyStateNode): void => {
    for (const transition of transitionsOf(node)) {
      const targets = transition.target ?? [node];
      for (const target of targets as AnyStateNode[]) {
        const scope = commonParent(node, target);
        const line = `${nodeId(node)} --> ${nodeId(target)}: ${transitionLabel(transition)}`;
        edges.set(scope, [...(edges.get(scope) ?? []), line]);
      }
    }
    for (const child of childrenOf(node)) visit(child);
  };
  for (const child of childrenOf(machine.root)) visit(child);
  return edges;
}

function renderNode(node: AnyStateNode, edges: Map<string, string[]>, indent: string): string[] {
  const lines: string[] = [];
  const children = childrenOf(node);
  const scope = node.path.join("_") || "root";
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
  if (initial) lines.push(`${indent}[*] --> ${nodeId(initial)}`);
  for (const child of children) {
    lines.push(`${indent}state "${child.key}" as ${nodeId(child)}`);
    if (childrenOf(child).length > 0) {
      lines.push(
        `${indent}state ${nodeId(child)} {`,
        ...renderNode(child, edges, `${indent}  `),
        `${indent}}`,
      );
    }
    if (child.type === "final") lines.push(`${indent}${nodeId(child)} --> [*]`);
  }
  lines.push(...(edges.get(scope) ?? []).map((edge) => `${indent}${edge}`));
  return lines;
}

/** A Mermaid `stateDiagram-v2` of a machine, generated from its definition (states, initial states,
 * transitions with event and guard names, final states). */
export function toMermaid(machine: AnyStateMachine): string {
  const edges = collectEdges(machine);
  return ["stateDiagram-v2", ...renderNode(machine.root, edges, "  ")].join("\n");
}

/** The machine's root-level transitions ("from every state"), which a state diagram cannot draw. */
export function rootTransitions(machine: AnyStateMachine): string[] {
  return transitionsOf(machine.root).map((transition) => {
    const targets = (transition.target ?? []).map((target) => (target as AnyStateNode).path.join("."));
    return `\`${transitionLabel(transition)}\` → ${targets.length > 0 ? targets.join(", ") : "(stays)"}`;
  });
}
