/**
 * The start screen's primary button (the header's Start): the shell shows it, the chosen game's
 * setup panel says what it reads, whether it may be pressed and what it does.
 */
import { computed, inject, onActivated, onBeforeUnmount, onDeactivated, onMounted, provide, shallowRef } from 'vue';
import type { ComputedRef, InjectionKey, ShallowRef } from 'vue';

export interface StartAction {
  label: string;
  /** The setup cannot start as it is (the shell also holds it while the session is busy). */
  disabled: boolean;
  run(): void;
}

const START_ACTION: InjectionKey<ShallowRef<{ action: ComputedRef<StartAction> } | null>> = Symbol('start-action');

/** The start screen: the action of the setup panel on screen (null: the panel has its own start). */
export function provideStartAction(): ComputedRef<StartAction | null> {
  const offered = shallowRef<{ action: ComputedRef<StartAction> } | null>(null);
  provide(START_ACTION, offered);
  return computed(() => offered.value?.action.value ?? null);
}

/** A setup panel offers its Start in the header while it is on screen. */
export function useStartAction(action: () => StartAction) {
  const offered = inject(START_ACTION, null);
  const mine = { action: computed(action) };
  const show = () => offered && (offered.value = mine);
  const hide = () => offered && offered.value === mine && (offered.value = null);
  onMounted(show);
  onActivated(show);
  onDeactivated(hide);
  onBeforeUnmount(hide);
}
