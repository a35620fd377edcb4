#!/usr/bin/env python3
"""Consistency checks of deploy/kubernetes/*.yaml against arbiterd itself.

No cluster is available to validate the manifests, so this checks what can go wrong between
them and the binary: every ARBITER_* variable the Deployment sets is one arbiterd reads (its
--help lists them) and holds a value arbiterd accepts (it is started with that environment
and must print its configuration); probes and Services use ports the container declares; the
termination grace period outlasts the drain; HPA, PDB and PodMonitor select the Deployment.
The gateway's own Deployment (gateway/, gateway.yaml) is checked the same way: its GATEWAY_*
variables are ones the gateway reads and it starts with them (when NODE and GATEWAY_MAIN are
given), its HTTP probes use its declared port, its upstream is a Service of arbiterd's gRPC
port, and it has its own Service, HPA, PDB and PodMonitor.
The sharded replay (deploy/kubernetes/replay/, issue 23): an Indexed Job whose completions,
parallelism and `--shard=$(JOB_COMPLETION_INDEX)/N` agree, JOB_COMPLETION_INDEX declared, every
flag one `arbiter replay --help` or `arbiter --help` lists (with ARBITER_CLI set), --server a Service of arbiterd's
gRPC port, reports per index on a claimed volume; and a merge Job that merges exactly the N
shard reports from the same volume.

Usage: check_kubernetes.py ARBITERD DEPLOY_DIR [NODE GATEWAY_MAIN]   (env ARBITER_CLI optional)
"""
import os
import re
import subprocess
import sys

import yaml


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def main():
    arbiterd, deploy_dir = sys.argv[1], sys.argv[2]
    kube_dir = os.path.join(deploy_dir, "kubernetes")
    docs = load(kube_dir)
    replay_docs = load(os.path.join(kube_dir, "replay"))
    by_kind = {}
    for d in docs:
        by_kind.setdefault(d["kind"], []).append(d)
    deployments = {d["metadata"]["name"]: d for d in by_kind["Deployment"]}
    if set(deployments) != {"arbiterd", "arbiter-gateway"}:
        fail(f"Deployments {sorted(deployments)}: expected arbiterd and arbiter-gateway")
    pod_ports = {}  # Deployment name -> its pod's {port name: number}
    pod_labels = {}
    for name, d in deployments.items():
        labels = d["spec"]["template"]["metadata"]["labels"]
        if not d["spec"]["selector"]["matchLabels"].items() <= labels.items():
            fail(f"Deployment {name}: selector does not match its pod labels")
        pod_labels[name] = labels
        containers = d["spec"]["template"]["spec"]["containers"]
        pod_ports[name] = {p["name"]: p["containerPort"] for c in containers for p in c["ports"]}
        if len(pod_ports[name]) != sum(len(c["ports"]) for c in containers):
            fail(f"Deployment {name}: two containers declare the same port name")

    deployment = deployments["arbiterd"]
    labels = pod_labels["arbiterd"]
    pod = deployment["spec"]["template"]["spec"]
    containers = {c["name"]: c for c in pod["containers"]}
    if set(containers) != {"arbiterd"}:
        fail(f"arbiterd pod containers {sorted(containers)}: expected arbiterd alone")
    container = containers["arbiterd"]
    ports = pod_ports["arbiterd"]
    env = {e["name"]: e["value"] for e in container.get("env", [])}

    # Every variable is one arbiterd reads.
    help_text = subprocess.run([arbiterd, "--help"], capture_output=True, text=True,
                               check=True).stdout
    known = set(re.findall(r"Env:(ARBITER_[A-Z_]+)", help_text))
    for name in env:
        if name not in known:
            fail(f"Deployment sets {name}, which arbiterd does not read ({sorted(known)})")

    # arbiterd accepts the values: start it with them (ports replaced by free ones) and stop it.
    run_env = dict(os.environ, **env)
    run_env["ARBITER_LISTEN"] = "127.0.0.1:0"
    run_env["ARBITER_METRICS_LISTEN"] = "127.0.0.1:0"
    if "ARBITER_HEALTH_LISTEN" in env:
        run_env["ARBITER_HEALTH_LISTEN"] = "127.0.0.1:0"
    proc = subprocess.Popen([arbiterd], env=run_env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        for line in proc.stdout:
            if line.startswith("metrics on "):
                break
        else:
            fail("arbiterd did not start with the Deployment's environment: " +
                 proc.stderr.read())
    finally:
        proc.terminate()
        code = proc.wait(timeout=60)
    if code != 0:
        fail(f"arbiterd exited {code} after SIGTERM")

    # Ports.
    listen_port = int(env["ARBITER_LISTEN"].rsplit(":", 1)[1])
    metrics_port = int(env["ARBITER_METRICS_LISTEN"].rsplit(":", 1)[1])
    if ports.get("grpc") != listen_port or ports.get("metrics") != metrics_port:
        fail(f"container ports {ports} differ from ARBITER_LISTEN/ARBITER_METRICS_LISTEN")
    # Probes call the plaintext health-only port when there is one (the gRPC port may be TLS,
    # which native gRPC probes cannot speak), else the gRPC port.
    probe_port = listen_port
    if "ARBITER_HEALTH_LISTEN" in env:
        probe_port = int(env["ARBITER_HEALTH_LISTEN"].rsplit(":", 1)[1])
        if ports.get("health") != probe_port:
            fail(f"container ports {ports} do not declare ARBITER_HEALTH_LISTEN as 'health'")
    for probe in ("readinessProbe", "livenessProbe"):
        if container[probe]["grpc"]["port"] != probe_port:
            fail(f"{probe} does not probe port {probe_port} (health-only or gRPC)")

    # Drain fits in the grace period.
    pre_stop = container.get("lifecycle", {}).get("preStop", {}).get("sleep", {}).get("seconds", 0)
    drain = float(env.get("ARBITER_DRAIN_SECONDS", 10))
    if pod["terminationGracePeriodSeconds"] <= drain + pre_stop:
        fail("terminationGracePeriodSeconds does not outlast preStop + drain")

    # Services, HPAs, PDBs, PodMonitors: each points at one Deployment's pods and ports.
    def selected(selector, what):
        names = [n for n, l in pod_labels.items() if selector.items() <= l.items()]
        if len(names) != 1:
            fail(f"{what} selects the pods of {names}: expected one Deployment")
        return names[0]

    services = {}  # Service name -> (Deployment, {service port: target port name})
    for service in by_kind["Service"]:
        name = service["metadata"]["name"]
        target = selected(service["spec"]["selector"], f"Service {name}")
        for p in service["spec"]["ports"]:
            if p["targetPort"] not in pod_ports[target]:
                fail(f"Service {name} targets unknown port {p['targetPort']}")
        services[name] = (target, {p["port"]: p["targetPort"] for p in service["spec"]["ports"]})
    hpas = {h["spec"]["scaleTargetRef"]["name"]: h for h in by_kind["HorizontalPodAutoscaler"]}
    if sorted(hpas) != sorted(deployments) or len(by_kind["HorizontalPodAutoscaler"]) != 2:
        fail(f"HPAs scale {sorted(hpas)}: expected one per Deployment")
    for name, hpa in hpas.items():
        if hpa["spec"]["minReplicas"] > hpa["spec"]["maxReplicas"]:
            fail(f"HPA of {name}: minReplicas > maxReplicas")
    pdbs = {}
    for pdb in by_kind["PodDisruptionBudget"]:
        pdbs[selected(pdb["spec"]["selector"]["matchLabels"], "PodDisruptionBudget " +
                      pdb["metadata"]["name"])] = pdb
    if sorted(pdbs) != sorted(deployments):
        fail(f"PodDisruptionBudgets cover {sorted(pdbs)}: expected one per Deployment")
    for name, pdb in pdbs.items():
        if pdb["spec"]["minAvailable"] >= hpas[name]["spec"]["minReplicas"]:
            fail(f"PodDisruptionBudget of {name} would block every voluntary eviction at "
                 "minReplicas")
    monitored = set()
    for monitor in by_kind["PodMonitor"]:
        target = selected(monitor["spec"]["selector"]["matchLabels"],
                          "PodMonitor " + monitor["metadata"]["name"])
        monitored.add(target)
        for endpoint in monitor["spec"]["podMetricsEndpoints"]:
            if endpoint["port"] not in pod_ports[target]:
                fail(f"PodMonitor scrapes unknown port {endpoint['port']} of {target}")
        job = pod_labels[target].get(monitor["spec"]["jobLabel"])
        if target == "arbiterd" and job not in ("arbiter", "arbiterd"):
            fail(f"PodMonitor job {job!r} is not one the alerts select")
    if monitored != set(deployments):
        fail(f"PodMonitors scrape {sorted(monitored)}: expected every Deployment")

    def arbiterd_grpc_service(address, what):
        """`address` (HOST:PORT or dns:///HOST:PORT) is a Service port of arbiterd's grpc."""
        host, port = address.removeprefix("dns:///").rsplit(":", 1)
        host = host.split(".")[0]
        if host not in services or services[host][0] != "arbiterd" or \
                services[host][1].get(int(port)) != "grpc":
            fail(f"{what} {address} is not a Service port of arbiterd's grpc")

    gateway = deployments["arbiter-gateway"]
    gateway_pod = gateway["spec"]["template"]["spec"]
    (gateway_container,) = gateway_pod["containers"]
    check_gateway(gateway_container, arbiterd_grpc_service, gateway_pod)
    check_replay(replay_docs, services, arbiterd_grpc_service)
    print(f"OK: {len(docs)} objects and {len(replay_docs)} replay objects consistent with "
          f"{arbiterd}")


def load(folder):
    docs = []
    for name in sorted(os.listdir(folder)):
        if name.endswith(".yaml"):
            with open(os.path.join(folder, name)) as f:
                docs += [d for d in yaml.safe_load_all(f) if d]
    return docs


def check_replay(docs, services, arbiterd_grpc_service):
    jobs = {d["metadata"]["name"]: d for d in docs if d["kind"] == "Job"}
    claims = {d["metadata"]["name"] for d in docs if d["kind"] == "PersistentVolumeClaim"}
    if set(jobs) != {"arbiter-replay", "arbiter-replay-merge"}:
        fail(f"replay Jobs {sorted(jobs)}: expected arbiter-replay and arbiter-replay-merge")

    def container_of(job):
        pod = job["spec"]["template"]["spec"]
        (container,) = pod["containers"]
        if pod.get("restartPolicy") != "Never":
            fail(f"Job {job['metadata']['name']}: restartPolicy must be Never")
        volumes = {v["name"]: v for v in pod.get("volumes", [])}
        mounts = {}
        for m in container.get("volumeMounts", []):
            claim = volumes.get(m["name"], {}).get("persistentVolumeClaim", {}).get("claimName")
            if claim not in claims:
                fail(f"Job {job['metadata']['name']} mounts {m['name']}, not a claimed volume")
            mounts[m["mountPath"]] = claim
        env = {e["name"]: e for e in container.get("env", [])}
        for arg in container["args"]:
            for var in re.findall(r"\$\(([A-Z_]+)\)", arg):
                if var not in env:
                    fail(f"Job {job['metadata']['name']}: $({var}) is not in its env")
        return container, mounts, env

    def flags(args):
        out = {}
        for arg in args:
            if arg.startswith("--"):
                name, _, value = arg.partition("=")
                out[name] = value
        return out

    def under(path, mounts):
        claims = [c for m, c in mounts.items() if path.startswith(m.rstrip("/") + "/")]
        if not claims:
            fail(f"{path} is on no mounted volume")
        return claims[0]

    replay = jobs["arbiter-replay"]
    spec = replay["spec"]
    container, mounts, env = container_of(replay)
    if spec.get("completionMode") != "Indexed":
        fail("arbiter-replay is not an Indexed Job")
    if container["args"][0] != "replay":
        fail("arbiter-replay does not run `arbiter replay`")
    f = flags(container["args"])
    match = re.fullmatch(r"\$\(JOB_COMPLETION_INDEX\)/(\d+)", f.get("--shard", ""))
    if not match:
        fail(f"arbiter-replay --shard {f.get('--shard')!r} is not $(JOB_COMPLETION_INDEX)/N")
    shards = int(match.group(1))
    if spec["completions"] != shards or spec.get("parallelism", shards) > shards:
        fail(f"arbiter-replay: completions {spec['completions']}, parallelism "
             f"{spec.get('parallelism')} and --shard .../{shards} disagree")
    index = env.get("JOB_COMPLETION_INDEX", {}).get("valueFrom", {}).get("fieldRef", {})
    if index.get("fieldPath") != "metadata.annotations['batch.kubernetes.io/job-completion-index']":
        fail("arbiter-replay does not declare JOB_COMPLETION_INDEX from the Job's annotation")
    arbiterd_grpc_service(f.get("--server", ""), "arbiter-replay --server")
    reports = []
    for flag in ("--report-json", "--junit-xml"):
        path = f.get(flag, "")
        if "$(JOB_COMPLETION_INDEX)" not in path:
            fail(f"arbiter-replay {flag} {path!r} is not one file per index")
        reports.append((path, under(path, mounts)))
    for rule in spec.get("podFailurePolicy", {}).get("rules", []):
        if rule["action"] == "FailIndex" and "backoffLimitPerIndex" not in spec:
            fail("arbiter-replay: FailIndex needs backoffLimitPerIndex")
    cli = os.environ.get("ARBITER_CLI")
    if cli:
        # `replay`'s own flags and the global ones (--server, ...), which it takes too.
        help_text = subprocess.run([cli, "replay", "--help"], capture_output=True, text=True,
                                   check=True).stdout
        help_text += subprocess.run([cli, "--help"], capture_output=True, text=True,
                                    check=True).stdout
        for name in flags(container["args"]):
            if not re.search(r"(^|[\s,])" + re.escape(name) + r"\b", help_text):
                fail(f"arbiter-replay passes {name}, which `arbiter replay` does not take")

    merge = jobs["arbiter-replay-merge"]
    container, merge_mounts, _ = container_of(merge)
    args = container["args"]
    if args[:2] != ["replay", "--merge"]:
        fail("arbiter-replay-merge does not run `arbiter replay --merge`")
    inputs = [a for a in args[2:] if not a.startswith("--")]
    json_path, claim = reports[0]
    want = [json_path.replace("$(JOB_COMPLETION_INDEX)", str(i)) for i in range(shards)]
    if inputs != want:
        fail(f"arbiter-replay-merge merges {inputs}, not the {shards} shard reports {want}")
    for path in inputs:
        if under(path, merge_mounts) != claim:
            fail(f"arbiter-replay-merge reads {path} from another volume than the shards wrote")


def check_gateway(gateway, arbiterd_grpc_service, pod):
    env = {e["name"]: e["value"] for e in gateway.get("env", [])}
    own = {p["name"]: p["containerPort"] for p in gateway["ports"]}

    def port_of(name):
        return int(env[name].rsplit(":", 1)[1])

    if own.get("gateway-http") != port_of("GATEWAY_LISTEN"):
        fail(f"gateway ports {own} do not declare GATEWAY_LISTEN as 'gateway-http'")
    if "GATEWAY_GRPC_LISTEN" in env and own.get("gateway-grpc") != port_of("GATEWAY_GRPC_LISTEN"):
        fail(f"gateway ports {own} do not declare GATEWAY_GRPC_LISTEN as 'gateway-grpc'")
    if own.get("gateway-metrics") != port_of("GATEWAY_METRICS_LISTEN"):
        fail(f"gateway ports {own} do not declare GATEWAY_METRICS_LISTEN as 'gateway-metrics'")
    arbiterd_grpc_service(env["GATEWAY_UPSTREAM"], "GATEWAY_UPSTREAM")
    for probe, path in (("readinessProbe", "/readyz"), ("livenessProbe", "/healthz")):
        get = gateway[probe]["httpGet"]
        if get["path"] != path or get["port"] not in ("gateway-http", own["gateway-http"]):
            fail(f"gateway {probe} is not GET {path} on its gateway-http port")
    pre_stop = gateway.get("lifecycle", {}).get("preStop", {}).get("sleep", {}).get("seconds", 0)
    if pod["terminationGracePeriodSeconds"] <= float(env.get("GATEWAY_DRAIN_SECONDS", 10)) + pre_stop:
        fail("terminationGracePeriodSeconds does not outlast the gateway's preStop + drain")
    if len(sys.argv) < 5:
        return
    node, main_js = sys.argv[3], sys.argv[4]
    help_text = subprocess.run([node, main_js, "--help"], capture_output=True, text=True,
                               check=True).stdout
    known = set(re.findall(r"\((GATEWAY_[A-Z_]+),", help_text))
    for name in env:
        if name not in known:
            fail(f"gateway container sets {name}, which the gateway does not read ({sorted(known)})")
    run_env = dict(os.environ, **env)
    for name in ("GATEWAY_LISTEN", "GATEWAY_GRPC_LISTEN", "GATEWAY_METRICS_LISTEN"):
        if name in run_env:
            run_env[name] = "127.0.0.1:0"
    run_env["GATEWAY_STATIC_DIR"] = ""
    proc = subprocess.Popen([node, main_js], env=run_env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        for line in proc.stdout:
            if line.startswith("metrics on "):
                break
        else:
            fail("the gateway did not start with its container's environment: " + proc.stderr.read())
    finally:
        proc.terminate()
        code = proc.wait(timeout=60)
    if code != 0:
        fail(f"the gateway exited {code} after SIGTERM")


if __name__ == "__main__":
    main()
