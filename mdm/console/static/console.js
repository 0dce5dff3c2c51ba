// The console works without this script; it adds a copy button and confirmations.
document.addEventListener("click", (event) => {
  const button = event.target.closest("[data-copy]");
  if (!button) return;
  const source = document.getElementById(button.dataset.copy);
  if (!source) return;
  navigator.clipboard.writeText(source.textContent.trim()).then(() => {
    button.textContent = "Copied";
  }, () => {
    const range = document.createRange();
    range.selectNodeContents(source);
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    button.textContent = "Press Ctrl+C";
  });
});
document.addEventListener("submit", (event) => {
  const message = event.target.dataset.confirm;
  if (message && !window.confirm(message)) event.preventDefault();
});
// Large uploads show how far they got; small ones are posted as they are.
document.addEventListener("submit", (event) => {
  const form = event.target;
  if (event.defaultPrevented || !form.matches("form[data-upload]")) return;
  const input = form.querySelector("input[type=file]");
  if (!input || !input.files.length || input.files[0].size < 1024 * 1024) return;
  event.preventDefault();
  const bar = form.querySelector("progress");
  const status = form.querySelector("[data-upload-status]");
  const request = new XMLHttpRequest();
  request.open("POST", form.action || window.location.href);
  request.upload.addEventListener("progress", (progress) => {
    if (!progress.lengthComputable) return;
    bar.hidden = false;
    bar.max = progress.total;
    bar.value = progress.loaded;
    const percent = Math.round((100 * progress.loaded) / progress.total);
    status.textContent = percent < 100 ? `Uploading: ${percent}%` : "Uploaded; reading the file…";
  });
  request.addEventListener("load", () => {
    if (request.status < 400 && request.responseURL) {
      window.location.assign(request.responseURL);
    } else {
      document.open();
      document.write(request.responseText);
      document.close();
    }
  });
  request.addEventListener("error", () => {
    status.textContent = "The upload failed: check the connection and try again.";
  });
  form.querySelector("button[type=submit]").disabled = true;
  request.send(new FormData(form));
});
