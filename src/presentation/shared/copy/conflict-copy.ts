/** The dialog shown when a save finds the record changed since the form loaded it. */
export const conflictCopy = {
  title: '다른 곳에서 먼저 저장된 내용이 있습니다',
  body: '이 화면을 연 뒤 다른 탭이나 다른 사람이 같은 내용을 저장했습니다. 어느 내용을 남길지 골라 주세요. 어느 쪽을 골라도 지금 입력한 내용은 사라지지 않습니다.',
  mine: '내가 불러온 내용의 저장 시각',
  latest: '최신 내용의 저장 시각',
  neverSaved: '저장된 적 없음',
  loading: '확인 중…',
  overwrite: '내 내용으로 덮어쓰기',
  overwriteHint: '지금 입력한 내용을 저장합니다. 다른 곳에서 저장한 내용은 이 내용으로 바뀝니다.',
  loadLatest: '최신 내용 불러오기',
  loadLatestHint: '최신 내용을 보여 줍니다. 입력한 내용은 이 탭에 보관되어 ‘복원’으로 되살릴 수 있습니다.',
  cancel: '닫기',
  latestLoaded: '최신 내용을 불러왔습니다. 입력하던 내용은 위의 ‘복원’으로 되살릴 수 있습니다.',
} as const;
