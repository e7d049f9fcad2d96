import type { WorkspaceView } from '../api/workspaces-api'

/** A workspace's picture beside its name (a rounded square; people's avatars are round). */
export function WorkspaceAvatar({
  workspace,
  size,
}: {
  workspace: Pick<WorkspaceView, 'identicon_avatar'>
  size: number
}) {
  return (
    <img
      src={workspace.identicon_avatar}
      alt=""
      width={size}
      height={size}
      className="avatar avatar-workspace"
    />
  )
}
