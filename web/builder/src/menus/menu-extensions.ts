import type { ComponentType } from 'react'
import type { BuildMenuEntry } from '../store/view-state'
import { BehaviorsMenu } from './behaviors-menu'
import { CustomMenu } from './custom-menu'
import { CustomDataMenu } from '../custom-data/custom-data-menu'
import { CollectionsMenu } from '../collections/collections-menu'
import { FileMenu } from './file-menu'
import { AssetsMenu } from '../assets/assets-menu'

/** The sub-menus that live in their own folders (custom components, behaviours, file, assets, custom data, collections). */
export const menuExtensions: Partial<Record<BuildMenuEntry, ComponentType>> = {
  custom: CustomMenu,
  behaviors: BehaviorsMenu,
  file: FileMenu,
  customData: CustomDataMenu,
  collections: CollectionsMenu,
  assets: AssetsMenu,
}
