import type { Context } from 'react';
import {
  createDispatchHook,
  createSelectorHook,
  createStoreHook,
  type ReactReduxContextValue,
} from 'react-redux';
import type { AgoraDispatch, AgoraState, AgoraStore } from './store';
import { agoraReduxContext } from './reduxContext';

/**
 * Agora's private react-redux context. Every Agora hook binds to it, so
 * Agora never reads or writes a Redux store the host app provides.
 */
export const AgoraReduxContext =
  agoraReduxContext as unknown as Context<ReactReduxContextValue<AgoraState> | null>;

/** Typed dispatch of the Agora store. @public */
export const useAgoraDispatch =
  createDispatchHook(AgoraReduxContext).withTypes<AgoraDispatch>();
/** Typed selector hook of the Agora store. @public */
export const useAgoraSelector =
  createSelectorHook(AgoraReduxContext).withTypes<AgoraState>();
/** The Agora store itself. @public */
export const useAgoraStore =
  createStoreHook(AgoraReduxContext).withTypes<AgoraStore>();
