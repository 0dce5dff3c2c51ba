"""docs/audit.md names every audit action the code writes."""

import re
from pathlib import Path

from mdm.db.enums import Operation

ROOT = Path(__file__).resolve().parents[2]


def written_actions() -> set[str]:
    """Finds the action names in the source: literals, and `record.<operation>`."""
    found: set[str] = set()
    for path in (ROOT / "mdm").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        found |= set(re.findall(r"action=\"([a-z_]+\.[a-z_]+)\"", text))
        found |= set(re.findall(r"\"([a-z_]+\.[a-z_]+)\" if status", text))
        found |= set(re.findall(r"else \"([a-z_]+\.[a-z_]+)\"", text))
        found |= set(re.findall(r"ApprovalStatus\.[A-Z]+: \(\"([a-z_]+\.[a-z_]+)\"", text))  # decisions
        if 'action=f"record.{operation}"' in text:
            # bulk deletes and imports have literal actions; deleting a master is `definition.delete`
            written_apart = (Operation.BULK_DELETE, Operation.IMPORT, Operation.DELETE_MASTER)
            found |= {f"record.{op}" for op in Operation if op not in written_apart}
    return found


def test_every_written_action_is_documented() -> None:
    documented = set(re.findall(r"^\| `([a-z_]+\.[a-z_]+)` \|", (ROOT / "docs/audit.md").read_text(), re.M))
    actions = written_actions()
    assert {"approval.approve", "approval.reject", "record.create", "file.upload"} <= actions
    assert actions <= documented, sorted(actions - documented)
    assert documented <= actions | {"record.bulk_delete", "record.import"}, sorted(documented - actions)
